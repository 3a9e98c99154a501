(* Okasaki's red-black tree insertion, with its four-way or-pattern balance. *)
type color = R | B
type 'a t = E | T of color * 'a t * 'a * 'a t
let balance = function
  | B, T (R, T (R, a, x, b), y, c), z, d
  | B, T (R, a, x, T (R, b, y, c)), z, d
  | B, a, x, T (R, T (R, b, y, c), z, d)
  | B, a, x, T (R, b, y, T (R, c, z, d)) -> T (R, T (B, a, x, b), y, T (B, c, z, d))
  | c, a, x, b -> T (c, a, x, b)
let insert x s =
  let rec ins = function
    | E -> T (R, E, x, E)
    | T (c, a, y, b) as s ->
      if x < y then balance (c, ins a, y, b)
      else if x > y then balance (c, a, y, ins b)
      else s in
  match ins s with T (_, a, y, b) -> T (B, a, y, b) | E -> assert false
let rec mem x = function E -> false | T (_, a, y, b) -> x = y || (if x < y then mem x a else mem x b)
let t = List.fold_left (fun t x -> insert x t) E [3; 1; 4; 1; 5]
