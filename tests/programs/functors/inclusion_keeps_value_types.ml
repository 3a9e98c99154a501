(* Checking a structure against a signature (a functor's argument, a constraint) must not change
   the types of the values it checks: here M.zero's type is the type of !g1, int, and matching it
   with the parameter's abstract t once turned g1 into a reference to that t. A weak type
   variable, on the other hand, is fixed by the signature, as in OCaml. *)
let g1 : int ref = ref 100
let pair = (ref 1, "x")

module type S = sig
  type t
  val zero : t
  val show : t -> string
end

module M = struct
  type t = int
  let zero = !g1
  let first = fst pair
  let show = string_of_int
end

module F (X : S) = struct
  let z = X.show X.zero
end

module A = F (M)
module C : S = M

module W : sig val r : int list ref end = struct let r = ref [] end

let () =
  print_endline A.z;
  print_endline (C.show C.zero);
  print_int (!g1 + 1);
  print_newline ();
  M.first := !(M.first) + 41;
  print_int !(fst pair);
  print_newline ();
  W.r := [1; 2];
  print_int (List.length !W.r);
  print_newline ()
