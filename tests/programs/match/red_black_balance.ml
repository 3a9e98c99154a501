type color = R | B
type tree = E | T of color * tree * int * tree
let balance = function
  | B, T (R, T (R, a, x, b), y, c), z, d
  | B, T (R, a, x, T (R, b, y, c)), z, d
  | B, a, x, T (R, T (R, b, y, c), z, d)
  | B, a, x, T (R, b, y, T (R, c, z, d)) -> T (R, T (B, a, x, b), y, T (B, c, z, d))
  | c, l, v, r -> T (c, l, v, r)
let insert x t =
  let rec ins = function
    | E -> T (R, E, x, E)
    | T (c, l, v, r) as n -> if x < v then balance (c, ins l, v, r) else if x > v then balance (c, l, v, ins r) else n in
  match ins t with T (_, l, v, r) -> T (B, l, v, r) | E -> E
let rec depth = function E -> 0 | T (_, l, _, r) -> 1 + max (depth l) (depth r)
let rec black_height = function E -> Some 1 | T (c, l, _, r) ->
  (match black_height l, black_height r with Some a, Some b when a = b -> Some (a + if c = B then 1 else 0) | _ -> None)
let rec to_list = function E -> [] | T (_, l, v, r) -> to_list l @ (v :: to_list r)
let rec show = function E -> "." | T (c, l, v, r) -> Printf.sprintf "(%s%d %s %s)" (if c = R then "r" else "b") v (show l) (show r)
let () =
  let t = List.fold_left (fun t x -> insert x t) E [ 1; 2; 3; 4; 5; 6; 7 ] in
  print_endline (show t);
  let big = List.fold_left (fun t x -> insert x t) E (List.init 1000 (fun i -> (i * 7919) mod 1000)) in
  Printf.printf "size %d depth %d black height %s sorted %b\n" (List.length (to_list big)) (depth big)
    (match black_height big with Some h -> string_of_int h | None -> "invalid") (to_list big = List.init 1000 Fun.id)
