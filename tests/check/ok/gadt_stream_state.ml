(* The existential stream type: a state and a step function, the state hidden. *)
type ('a, 's) node = Done | Yield of 'a * 's
type _ t = State : 's * ('s -> ('a, 's) node) -> 'a t
let empty = State ((), fun () -> Done)
let range lo hi = State (lo, fun i -> if i >= hi then Done else Yield (i, i + 1))
let map f (State (s, step)) =
  State (s, fun s -> match step s with Done -> Done | Yield (x, s') -> Yield (f x, s'))
let fold f acc (State (s, step)) =
  let rec go acc s = match step s with
    | Done -> acc
    | Yield (x, s') -> go (f acc x) s'
  in
  go acc s
let of_list l = State (l, function [] -> Done | x :: xs -> Yield (x, xs))
let sum = fold ( + ) 0 (map (fun x -> x * x) (range 0 10))
let to_list st = List.rev (fold (fun acc x -> x :: acc) [] st)
