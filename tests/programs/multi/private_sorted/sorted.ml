type t = int list
let of_list l = List.sort compare l
let rec insert x = function [] -> [ x ] | y :: r as l -> if x <= y then x :: l else y :: insert x r
let rec merge a b = match a, b with
  | [], l | l, [] -> l
  | x :: r, y :: s -> if x <= y then x :: merge r b else y :: merge a s
let median l = match l with [] -> None | _ -> Some (List.nth l (List.length l / 2))
