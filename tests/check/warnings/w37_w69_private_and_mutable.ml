(* A private type exports its constructors for patterns only; a mutable field read but never
   mutated; names starting with an underscore are not reported. *)
[@@@ocaml.warning "+34+37+69"]
module M : sig
  type t = private A | B
  type r = private { p : int }
  val a : t
  val get : r -> int
end = struct
  type t = A | B
  type r = { p : int }
  let a = A
  let get r = r.p
end
module N : sig val read : unit -> int end = struct
  type s = { mutable count : int; mutable _hidden : int; other : int }
  type _t = Unused_but_underscore
  let v = { count = 0; _hidden = 1; other = 2 }
  let read () = v.count + v.other
end
