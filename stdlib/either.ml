(* Values of one of two types. *)

type ('a, 'b) t = Left of 'a | Right of 'b

let left a = Left a
let right b = Right b
let is_left = function Left _ -> true | Right _ -> false
let is_right = function Left _ -> false | Right _ -> true
let find_left = function Left a -> Some a | Right _ -> None
let find_right = function Left _ -> None | Right b -> Some b
let map_left f = function Left a -> Left (f a) | Right b -> Right b
let map_right f = function Left a -> Left a | Right b -> Right (f b)

let map ~left ~right = function
  | Left a -> Left (left a)
  | Right b -> Right (right b)

let fold ~left ~right = function Left a -> left a | Right b -> right b
let iter ~left ~right = function Left a -> left a | Right b -> right b
let for_all ~left ~right = function Left a -> left a | Right b -> right b

let equal ~left ~right e1 e2 =
  match (e1, e2) with
  | Left a1, Left a2 -> left a1 a2
  | Right b1, Right b2 -> right b1 b2
  | Left _, Right _ | Right _, Left _ -> false

(* Every Left sorts before every Right. *)
let compare ~left ~right e1 e2 =
  match (e1, e2) with
  | Left a1, Left a2 -> left a1 a2
  | Right b1, Right b2 -> right b1 b2
  | Left _, Right _ -> -1
  | Right _, Left _ -> 1
