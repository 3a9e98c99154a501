(* fun with several pattern arguments, and function with cases. *)
let add_pairs = fun (a, b) (c, d) -> (a + c, b + d)
let first = fun (x, _) -> x
let classify = function
  | 0 -> "zero"
  | n when n < 0 -> "negative"
  | _ -> "positive"
let sum_opt = function None -> 0 | Some n -> n
let unit_fun () = 42
let rec length = function [] -> 0 | _ :: tl -> 1 + length tl
let uncurry f (a, b) = f a b
let curried = fun a b c -> a + b + c
