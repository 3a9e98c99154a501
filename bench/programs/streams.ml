(* Sum of squares over the minimal Sequence of seed 002: streams with an existential state. *)
type ('a, 's) node = Empty | Cons of 'a * 's
type _ t = State : 's * ('s -> ('a, 's) node) -> 'a t

let rec fold_left f acc (State (s, next)) =
  match next s with
  | Empty -> acc
  | Cons (x, s') -> fold_left f (f acc x) (State (s', next))

let map f (State (s, next)) =
  State (s, fun s ->
    match next s with
    | Empty -> Empty
    | Cons (x, s') -> Cons (f x, s'))

let unfold f acc = State (acc, f)

let square x = x * x
let ints lo hi = unfold (fun i -> if i > hi then Empty else Cons (i, i + 1)) lo
let sum s = fold_left (+) 0 s
let foo hi = sum (map square (ints 0 hi))

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 60000 in
  let total = ref 0 in
  for i = 1 to n do
    total := (!total + foo (i land 1023)) land 0x3FFFFFF
  done;
  Printf.printf "%d %d\n" (foo 11) !total
