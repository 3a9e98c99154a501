(* Arbitrary-precision naturals as little-endian digit lists in base 10000. *)
let base = 10000
let rec add ?(carry = 0) a b = match a, b with
  | [], [] -> if carry = 0 then [] else [carry]
  | x :: xs, [] | [], x :: xs -> let s = x + carry in (s mod base) :: add ~carry:(s / base) xs []
  | x :: xs, y :: ys -> let s = x + y + carry in (s mod base) :: add ~carry:(s / base) xs ys
let of_int n = let rec go n = if n = 0 then [] else (n mod base) :: go (n / base) in go n
let to_string d = match List.rev d with
  | [] -> "0"
  | x :: xs -> String.concat "" (string_of_int x :: List.map (Printf.sprintf "%04d") xs)
let rec fib_big n a b = if n = 0 then a else fib_big (n - 1) b (add a b)
let f100 = to_string (fib_big 100 (of_int 0) (of_int 1))
