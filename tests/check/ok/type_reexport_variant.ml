(* Re-exporting a variant with its constructors: type t = M.t = A | B. *)
module Base = struct
  type color = Red | Green | Blue
  type point = { x : int; y : int }
end
type color = Base.color = Red | Green | Blue
type point = Base.point = { x : int; y : int }
let c : Base.color = Red
let p : Base.point = { x = 1; y = 2 }
let to_base (c : color) : Base.color = c
module type S = sig type t = Base.color = Red | Green | Blue val all : t list end
module M : S = struct type t = Base.color = Red | Green | Blue let all = [Red; Green; Blue] end
