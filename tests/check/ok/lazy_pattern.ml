(* lazy patterns force the value when matched. *)
type 'a stream = Nil | Cons of 'a * 'a stream Lazy.t
let rec take n s = match n, s with
  | 0, _ | _, Nil -> []
  | n, Cons (x, lazy rest) -> x :: take (n - 1) rest
let rec from n = Cons (n, lazy (from (n + 1)))
let first_five = take 5 (from 0)
let get (lazy x) = x
let maybe = function lazy (Some x) -> x | lazy None -> 0
let m = maybe (lazy (Some 3))
