type t = A | B of int | C of string * int
let classify = function
  | A -> "a"
  | B (0 | 1) -> "small"
  | B n when n > 100 -> "big"
  | B _ -> "b"
  | C ("x", _) | C (_, 0) -> "special"
  | C _ -> "c"
exception Found of int
let find l = match List.iter (fun x -> if x > 2 then raise (Found x)) l with
  | () -> None
  | exception Found n -> Some n
let strings = function "yes" -> true | "no" -> false | _ -> false
let rec len = function [] -> 0 | _ :: tl -> 1 + len tl
