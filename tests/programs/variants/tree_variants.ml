type 'a tree = Empty | Node of 'a tree * 'a * 'a tree
let rec insert cmp x = function
  | Empty -> Node (Empty, x, Empty)
  | Node (l, v, r) -> let c = cmp x v in if c < 0 then Node (insert cmp x l, v, r) else if c > 0 then Node (l, v, insert cmp x r) else Node (l, x, r)
let rec fold f t acc = match t with Empty -> acc | Node (l, v, r) -> fold f l (f v (fold f r acc))
let rec map f = function Empty -> Empty | Node (l, v, r) -> Node (map f l, f v, map f r)
let rec mirror = function Empty -> Empty | Node (l, v, r) -> Node (mirror r, v, mirror l)
let to_list t = fold (fun x acc -> x :: acc) t []
let () =
  let t = List.fold_left (fun t x -> insert compare x t) Empty [ "m"; "c"; "x"; "a"; "e"; "q"; "z" ] in
  print_endline (String.concat " " (to_list t));
  print_endline (String.concat " " (to_list (mirror t)));
  print_endline (String.concat " " (to_list (map String.uppercase_ascii t)));
  let nums = List.fold_left (fun t x -> insert compare x t) Empty [ 5; 3; 8; 1; 4; 7; 9; 2; 6 ] in
  Printf.printf "sum %d\n" (fold ( + ) nums 0)
