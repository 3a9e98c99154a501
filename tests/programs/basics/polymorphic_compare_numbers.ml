(* Polymorphic comparisons reached with numbers, floats (NaN, -0.0, infinities), chars, constant
   and non-constant constructors, strings and lazy values, through functions the type checker
   cannot specialise, so that each comparison is the generic one at run time. *)
let[@inline never] cmp_all a b = (compare a b, a = b, a <> b, a < b, a <= b, a > b, a >= b)

let show name (c, eq, ne, lt, le, gt, ge) =
  Printf.printf "%-22s compare %2d  = %b  <> %b  < %b  <= %b  > %b  >= %b\n" name c eq ne lt le gt ge

let pairs name l = List.iter (fun (a, b) -> show name (cmp_all a b)) l

type t = A | B | C of int | D of float

module Keyed (K : sig type t val compare : t -> t -> int end) = struct
  let sort l = List.sort K.compare l
end

module Pair = Keyed (struct
  type t = int * int
  let compare (a, b) (c, d) = if a <> c then compare a c else compare b d
end)

let () =
  pairs "ints" [ (1, 2); (2, 1); (3, 3); (-5, 5); (max_int, min_int); (0, -0) ];
  pairs "floats" [ (1.5, 2.5); (nan, nan); (nan, 1.0); (1.0, nan); (0.0, -0.0); (infinity, neg_infinity); (neg_infinity, nan) ];
  pairs "chars" [ ('a', 'b'); ('z', 'a'); ('q', 'q') ];
  pairs "constructors" [ (A, B); (B, A); (A, C 1); (C 1, A); (C 1, C 2); (D nan, D nan); (D 0.0, D (-0.0)); (B, D 1.0) ];
  pairs "strings" [ ("a", "b"); ("abc", "ab"); ("\255", "\001"); ("", "") ];
  pairs "options" [ (None, Some 1); (Some 2, Some 2); (Some 1, None) ];
  pairs "float options" [ (Some nan, Some nan); (None, Some 0.0); (Some 0.0, Some (-0.0)) ];
  let l = lazy 3 in
  ignore (Lazy.force l);
  pairs "lazy" [ (l, Lazy.from_val 3); (Lazy.from_val 4, l) ];
  List.iter (fun (a, b) -> Printf.printf "(%d,%d) " a b) (Pair.sort [ (3, 1); (1, 2); (3, 0); (1, 1); (2, 5) ]);
  print_newline ();
  let floats = List.sort compare [ 3.0; nan; -0.0; 0.0; neg_infinity; 1.0; nan ] in
  List.iter (fun x -> Printf.printf "%g " x) floats;
  print_newline ();
  Printf.printf "%b %b %b\n" (max nan 1.0 = 1.0) (min 2 1 = 1) (max 'a' 'b' = 'b')
