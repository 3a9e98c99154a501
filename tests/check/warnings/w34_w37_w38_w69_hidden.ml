(* Warnings 34, 37, 38 and 69 for what a signature constraint hides: each kind of complaint. *)
[@@@ocaml.warning "+34+37+38+69"]
module M : sig
  type exported = E1 | E2
  val f : unit -> int
end = struct
  type exported = E1 | E2
  type unused_t = int
  type used_t = int
  type v = A | B | C of int
  type w = Only_matched | Built
  type r = { a : int; b : int; mutable c : int }
  type s = { s1 : int; s2 : int }
  exception Unused_exn
  exception Used_exn
  type ext = ..
  type ext += Ext1 | Ext2
  let g (x : used_t) = x
  let h = function Only_matched -> 1 | Built -> 2
  let k () = h Built
  let mk () = { a = 1; b = 2; c = 3 }
  let rd r = r.a
  let ss = { s1 = 1; s2 = 2 }
  let f () = ignore (A, C 1, Ext1, ss); ignore (raise Used_exn); g 1 + k () + rd (mk ())
end
