let f = function
  | 1 | -1 | 'a'..'z' -> 0
  | (x, y) as p -> 1
  | C (a, b) | D { x; y = _; _ } -> 2
  | x :: y :: rest -> 3
  | [x; y] | [||] | [| a; b |] -> 4
  | (x : int) -> 5
  | lazy (Some x) -> 6
  | exception Not_found -> 7
  | M.(A | B) -> 8
  | M.C x -> 9
  | (module M) -> 10
  | C (type a) (x : a) -> 11
  | { M.x = 1; y : int = 2 } -> 12
  | -1.5 | "s" | 'c' -> 13
  | _ -> .
let (x, y) = z
let { a; b } = r
let (C x | D x) = v
let f ((x : int), y) ~a ~b:(c, d) ?e ?f:(g = 1) ?(h : int = 2) () = x
