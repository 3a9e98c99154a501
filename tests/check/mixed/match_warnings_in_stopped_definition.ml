(* Matches typed in full inside a definition that a type error stops: ocamlc has checked them. *)
let a = function 0 -> 1
let h () =
  let g = function 1 -> 2 | 1 -> 3 in
  let (x, 0) = (1, 2) in
  (match 1 with 0 -> 0) + g x + (try 3 with Not_found -> 4 | Not_found -> 5) + "a"
