let classify = function
  | 1 :: 2 :: 3 :: _ -> "counts up from 1"
  | 0 :: rest -> "starts with zero, then " ^ string_of_int (List.length rest) ^ " more"
  | [ x; y ] when x + y = 10 -> "pair summing to ten"
  | x :: x' :: _ when x = x' -> "starts with a repeat"
  | _ :: _ :: _ :: _ :: _ :: _ -> "at least five"
  | [] -> "empty"
  | _ -> "something else"
let () = List.iter (fun l -> print_endline (classify l))
  [ [ 1; 2; 3; 4 ]; [ 1; 2 ]; [ 0 ]; [ 0; 5; 6 ]; [ 3; 7 ]; [ 4; 4; 1 ]; [ 9; 8; 7; 6; 5 ]; []; [ 9 ] ]
