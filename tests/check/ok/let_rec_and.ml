(* Mutually recursive functions with let rec .. and. *)
let rec is_even n = if n = 0 then true else is_odd (n - 1)
and is_odd n = if n = 0 then false else is_even (n - 1)

let rec fact n = if n <= 1 then 1 else n * fact (n - 1)

let fib n =
  let rec go a b k = if k = 0 then a else go b (a + b) (k - 1) in
  go 0 1 n

let a = 1 and b = 2
let swap = let a = b and b = a in (a, b)
