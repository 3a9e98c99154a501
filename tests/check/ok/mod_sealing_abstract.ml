(* Sealing hides the representation: the type stays abstract outside. *)
module Stack : sig
  type 'a t
  val empty : 'a t
  val push : 'a -> 'a t -> 'a t
  val pop : 'a t -> ('a * 'a t) option
  val size : 'a t -> int
end = struct
  type 'a t = 'a list
  let empty = []
  let push x s = x :: s
  let pop = function [] -> None | x :: s -> Some (x, s)
  let size = List.length
end
let s = Stack.push 2 (Stack.push 1 Stack.empty)
let top = match Stack.pop s with Some (x, _) -> x | None -> 0
let n = Stack.size s
