let op_of = function
  | '+' -> ( + ) | '-' -> ( - ) | '*' -> ( * )
  | '/' -> (fun a b -> if b = 0 then 0 else a / b)
  | c -> fun _ _ -> failwith (Printf.sprintf "bad operator %c" c)
let rpn s =
  let stack = List.fold_left (fun st tok ->
    match tok, st with
    | ("+" | "-" | "*" | "/"), b :: a :: r -> (op_of tok.[0]) a b :: r
    | n, st -> int_of_string n :: st) [] (String.split_on_char ' ' s) in
  match stack with [ x ] -> string_of_int x | _ -> "malformed"
let () =
  List.iter (fun s -> Printf.printf "%s = %s\n" s (rpn s)) [ "1 2 +"; "3 4 * 5 -"; "10 2 / 3 /"; "7 0 /"; "1 2"; "2 3 4 + *" ];
  (try ignore ((op_of '%') 1 2) with Failure m -> print_endline m)
