let f x y = match x with
  | Some a -> (match y with 0 -> a | 1 -> a + 1)
  | None -> (function true -> 0) (y > 0)
let g = function
  | (1 | 2), _ -> 0
  | _, (3 | 4) -> 1
  | 1, 3 -> 2
let h = fun x -> fun (Some y) -> fun [z] -> x + y + z
let i l = try List.hd l with Not_found -> 0 | Failure _ -> 1 | Not_found -> 2
type t = { a : int; b : string; c : bool }
let j = function { a = 0; c = true; _ } -> 0 | { b = "x"; _ } -> 1
let k = function 'a' .. 'z' -> 0 | 'A' .. 'Z' -> 1 | '0' .. '9' | '_' -> 2 | 'a' -> 3
let l = function (x, y) | (y, x) when x > y -> x | _ -> 0
