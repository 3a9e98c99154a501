(* A value defined before a structure, used inside it at a type the structure abbreviates (t =
   int), keeps its own type outside: unification linked the outer reference's int to the local
   t, which nothing could expand once out of the structure, and a later !g + 1 was rejected
   (found by the fuzzer; ocamlc accepts the program). *)
let g : int ref = ref 3
let pair = (ref 1.5, "x")

module M = struct
  type t = int
  type f = float
  let combine (a : t) (b : t) : t = !g + a * b
  let scale (x : f) : f = !(fst pair) *. x
end

module N = struct
  type t = int
  let zero : t = !g
end

let () =
  print_int (!g + M.combine 1 2);
  print_newline ();
  print_float (!(fst pair) +. M.scale 2.);
  print_newline ();
  g := N.zero + 1;
  print_int (!g * 2);
  print_newline ()
