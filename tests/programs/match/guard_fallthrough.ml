type t = A of int | B of string | C
let f = function
  | A n when n > 10 -> "A big"
  | A n when n < 0 -> "A negative"
  | B s when String.length s > 3 -> "B long"
  | A 5 -> "A five"
  | B "x" -> "B x"
  | A _ -> "A other"
  | B _ -> "B other"
  | C -> "C"
let () = List.iter (fun v -> print_endline (f v)) [ A 20; A (-1); A 5; A 7; B "hello"; B "x"; B "yz"; C ]
let g l = match l with
  | x :: _ when x > 100 -> "head > 100"
  | _ :: y :: _ when y > 100 -> "second > 100"
  | [ _; _ ] -> "two small"
  | _ :: _ :: _ :: _ -> "three or more small"
  | _ -> "short"
let () = List.iter (fun l -> print_endline (g l)) [ [ 200 ]; [ 1; 200 ]; [ 1; 2 ]; [ 1; 2; 3 ]; [ 1 ]; [] ]
let h x y = match x, y with
  | Some a, Some b when a = b -> "same"
  | Some a, _ when a > 0 -> "left positive"
  | _, Some b when b > 0 -> "right positive"
  | Some _, Some _ -> "both, nonpositive"
  | _ -> "missing"
let () = List.iter (fun (x, y) -> print_endline (h x y)) [ (Some 1, Some 1); (Some 2, Some 3); (Some (-1), Some 3); (Some (-1), Some (-2)); (None, None); (None, Some (-1)) ]
