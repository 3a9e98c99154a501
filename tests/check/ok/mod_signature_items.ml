(* A signature with every kind of item. *)
module type S = sig
  type t
  type 'a box = Box of 'a
  type r = { f : int }
  val make : int -> t
  val to_int : t -> int
  exception Bad of string
  module Sub : sig val x : int end
  module type Printer = sig val print : t -> string end
  external id : 'a -> 'a = "%identity"
end
module M : S = struct
  type t = int
  type 'a box = Box of 'a
  type r = { f : int }
  let make n = n
  let to_int t = t
  exception Bad of string
  module Sub = struct let x = 1 end
  module type Printer = sig val print : t -> string end
  external id : 'a -> 'a = "%identity"
end
let v = M.to_int (M.make 3) + M.Sub.x
let b = M.Box 1
