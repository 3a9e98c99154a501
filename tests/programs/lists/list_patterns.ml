let rec pairs = function
  | a :: (b :: _ as rest) -> (a, b) :: pairs rest
  | _ -> []
let rec dedup = function
  | a :: (b :: _ as rest) when a = b -> dedup rest
  | a :: rest -> a :: dedup rest
  | [] -> []
let describe = function
  | [] -> "empty"
  | [ x ] -> Printf.sprintf "singleton %d" x
  | [ x; y ] -> Printf.sprintf "pair %d %d" x y
  | x :: _ :: _ :: [] -> Printf.sprintf "triple starting %d" x
  | x :: rest -> Printf.sprintf "long list starting %d, %d more" x (List.length rest)
let rec last = function [] -> None | [ x ] -> Some x | _ :: r -> last r
let () =
  List.iter (fun (a, b) -> Printf.printf "(%d,%d) " a b) (pairs [ 1; 2; 3; 4 ]); print_newline ();
  print_endline (String.concat " " (List.map string_of_int (dedup [ 1; 1; 2; 3; 3; 3; 1; 4; 4 ])));
  List.iter (fun l -> print_endline (describe l)) [ []; [ 1 ]; [ 1; 2 ]; [ 1; 2; 3 ]; [ 1; 2; 3; 4; 5 ] ];
  Printf.printf "%s\n" (match last [ 1; 2; 3 ] with Some x -> string_of_int x | None -> "none")
