(* Every pattern form in one place. *)
type r = { a : int; b : string; c : bool }
type t = A | B of int | C of int * int
let f = function
  | _, [] -> 0
  | (0 | 1), [_] -> 1
  | n, [x; y] when n = x + y -> 2
  | _, (_ :: _ :: _ :: _ as l) -> List.length l
  | _, _ -> 3
let g = function
  | 'a' .. 'z' -> 1
  | 'A' .. 'Z' | '0' .. '9' -> 2
  | '\n' -> 3
  | _ -> 0
let h = function
  | { a = 0; _ } -> "zero"
  | { b = "x"; c = true; _ } -> "x"
  | { a; b; c = _ } -> string_of_int a ^ b
let i = function
  | [| |] -> 0
  | [| x |] -> x
  | [| x; y |] -> x + y
  | _ -> -1
let j = function
  | A -> 0
  | B (1 | 2 as n) -> n
  | B n | C (n, _) -> n
let k = function
  | (x : int), (y : string) -> (x, y)
let l = function
  | lazy (Some x) -> x
  | lazy None -> 0
let m x = match x () with
  | v -> v
  | exception Not_found -> 0
let n = function
  | "" -> "empty"
  | "hello" | "hi" -> "greeting"
  | s -> s
let o = function
  | 1.5 -> true
  | _ -> false
let p ((a, b) as pair) = (a, b, pair)
