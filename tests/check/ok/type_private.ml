(* Private types: readable outside, constructible only inside. *)
module Pos : sig
  type t = private int
  val make : int -> t
end = struct
  type t = int
  let make n = if n < 0 then invalid_arg "Pos.make" else n
end
let p = Pos.make 3
let as_int = (p :> int)
let doubled = (p :> int) * 2
module Shape : sig
  type t = private Square of int | Circle of int
  val square : int -> t
end = struct
  type t = Square of int | Circle of int
  let square n = Square n
end
let side = match Shape.square 2 with Shape.Square n -> n | Shape.Circle _ -> 0
