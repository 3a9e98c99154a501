(* Or-patterns in many columns: the tests of an or-pattern's constants lead to the same rows, and
   the compiled match shares them. Every path through such matches, with variables bound in the
   alternatives, guards, wildcards after, and constants of every kind. *)
type t = A | B | C | D of int

let name = function A -> "A" | B -> "B" | C -> "C" | D n -> "D" ^ string_of_int n

let all = [ A; B; C; D 0; D 7 ]

let classify = function
  | (A | B), (A | B), (A | B), (A | B) -> "all A or B"
  | (A | C), (A | C), _, (A | C) -> "A or C at 1, 2, 4"
  | (D _ | C), x, (D _ as y | y), _ -> "D or C first, then " ^ name x ^ " " ^ name y
  | _, _, _, _ -> "other"

let with_vars = function
  | (D x, _ | _, D x), (A | B) -> Printf.sprintf "D %d, then A or B" x
  | (A, y | y, A), C when y <> B -> "A with " ^ name y ^ ", then C"
  | ((A | B), (A | B)), C -> "A or B twice, then C"
  | _ -> "rest"

let ints = function
  | (1 | 2 | 3), (1 | 2 | 3), (1 | 2 | 3), (1 | 2 | 3), (1 | 2 | 3) -> 0
  | (1 | 2), _, _, _, (4 | 5) -> 1
  | x, y, _, _, _ when x = y -> 2
  | _, _, _, (1 | 7 | 8), _ -> 3
  | _ -> 4

let chars = function
  | ('a' .. 'c' | 'x'), ('a' | 'z'), ('0' .. '9' | '_') -> "word"
  | ('a' .. 'z'), _, ('a' .. 'z') -> "lower"
  | _ -> "other"

let strings = function
  | ("a" | "b"), ("a" | "b"), ("a" | "b") -> 0
  | ("a" | "c"), _, ("c" | "d") -> 1
  | _, ("" | "z"), _ -> 2
  | _ -> 3

let bools = function
  | (true | false), (true | false), true, (true | false) -> "third true"
  | true, (true | false), false, false -> "first true, last two false"
  | _ -> "other"

let floats = function
  | (0. | 1.), (0. | 1.) -> "binary"
  | (0.5 | 1.5), _ -> "half"
  | _ -> "other"

exception E1
exception E2
exception E3 of int

let exns = function
  | (E1 | E2), (E1 | E2) -> "two simple"
  | (E1 | E3 _), E3 n -> "then E3 " ^ string_of_int n
  | (Not_found | Exit), _ -> "stdlib"
  | _ -> "other"

let () =
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c -> List.iter (fun d ->
    Printf.printf "%s %s %s %s: %s\n" (name a) (name b) (name c) (name d) (classify (a, b, c, d))) all) all) all) [ A; C; D 2 ];
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c ->
    Printf.printf "%s %s %s: %s\n" (name a) (name b) (name c) (with_vars ((a, b), c))) all) all) [ A; B; C ];
  let vals = [ 1; 2; 3; 4; 5; 7; 8 ] in
  List.iter (fun a -> List.iter (fun b -> List.iter (fun e ->
    Printf.printf "%d %d %d: %d %d\n" a b e (ints (a, b, 3, 1, e)) (ints (a, b, a, 8, e))) vals) vals) [ 1; 3; 4; 5 ];
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c ->
    Printf.printf "%c%c%c: %s\n" a b c (chars (a, b, c))) [ 'a'; 'z'; '5'; '_' ]) [ 'a'; 'z'; 'q' ]) [ 'a'; 'c'; 'x'; 'y'; 'A' ];
  let ss = [ ""; "a"; "b"; "c"; "d"; "z" ] in
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c ->
    Printf.printf "%S %S %S: %d\n" a b c (strings (a, b, c))) ss) ss) ss;
  let bs = [ true; false ] in
  List.iter (fun a -> List.iter (fun b -> List.iter (fun c -> List.iter (fun d ->
    Printf.printf "%b %b %b %b: %s\n" a b c d (bools (a, b, c, d))) bs) bs) bs) bs;
  let fs = [ 0.; 0.5; 1.; 1.5; 2. ] in
  List.iter (fun a -> List.iter (fun b -> Printf.printf "%g %g: %s\n" a b (floats (a, b))) fs) fs;
  let es = [ E1; E2; E3 4; Not_found; Exit; Failure "x" ] in
  List.iter (fun a -> List.iter (fun b -> print_endline (exns (a, b))) es) es
