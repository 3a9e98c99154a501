type t = L of int | R of int | Both of int * int | Neither
let value = function L x | R x | Both (x, _) -> Some x | Neither -> None
let other = function Both (_, y) | L y | R y -> y | Neither -> 0
let f = function
  | (x, 0) | (0, x) -> Printf.sprintf "one side zero, other %d" x
  | (x, y) when x = y -> "equal"
  | (x, y) -> Printf.sprintf "%d,%d" x y
let g = function
  | [ x ] | [ x; _ ] | [ _; _; x ] -> x
  | _ -> -1
let () =
  List.iter (fun v -> Printf.printf "%s %d\n" (match value v with Some x -> string_of_int x | None -> "none") (other v)) [ L 1; R 2; Both (3, 4); Neither ];
  List.iter (fun p -> print_endline (f p)) [ (5, 0); (0, 6); (0, 0); (3, 3); (1, 2) ];
  Printf.printf "%d %d %d %d\n" (g [ 1 ]) (g [ 2; 3 ]) (g [ 4; 5; 6 ]) (g [])
let deep = function
  | Some (1 | 2 | 3 as n) -> "small " ^ string_of_int n
  | Some (10 | 20 as n) | Some (100 as n) -> "round " ^ string_of_int n
  | Some n -> "other " ^ string_of_int n
  | None -> "none"
let () = List.iter (fun o -> print_endline (deep o)) [ Some 2; Some 20; Some 100; Some 7; None ]
