let rev_map f l =
  let rec go acc = function [] -> acc | x :: xs -> go (f x :: acc) xs in
  go [] l
let map f l = List.rev (rev_map f l)
let rec fold_left f acc = function [] -> acc | x :: xs -> fold_left f (f acc x) xs
let length l = fold_left (fun n _ -> n + 1) 0 l
let range a b =
  let rec go acc i = if i < a then acc else go (i :: acc) (i - 1) in
  go [] b
let big = length (map succ (range 1 100_000))
let rec last = function [] -> None | [x] -> Some x | _ :: xs -> last xs
