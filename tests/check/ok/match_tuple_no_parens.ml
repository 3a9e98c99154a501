(* Tuples without parentheses in scrutinees, patterns and results. *)
let fizzbuzz n = match n mod 3, n mod 5 with
  | 0, 0 -> "FizzBuzz"
  | 0, _ -> "Fizz"
  | _, 0 -> "Buzz"
  | _ -> string_of_int n
let out = List.init 15 (fun i -> fizzbuzz (i + 1))
let divmod a b = a / b, a mod b
let q, r = divmod 17 5
let min_max a b = if a < b then a, b else b, a
let xor a b = match a, b with true, false | false, true -> true | _ -> false
