let parse s = match int_of_string_opt s with Some n when n >= 0 -> Ok n | Some n -> Error (Printf.sprintf "negative: %d" n) | None -> Error ("not a number: " ^ s)
let show = function Ok n -> "Ok " ^ string_of_int n | Error e -> "Error " ^ e
let combine a b = match a, b with
  | Ok x, Ok y -> Ok (x + y)
  | (Error _ as e), _ | _, (Error _ as e) -> e
let () =
  List.iter (fun s -> print_endline (show (parse s))) [ "12"; "-4"; "abc" ];
  print_endline (show (combine (parse "1") (parse "2")));
  print_endline (show (combine (parse "x") (parse "-2")));
  print_endline (show (combine (parse "1") (parse "-2")));
  let opts = [ Some 1; None; Some 3 ] in
  List.iter (function Some n -> Printf.printf "some %d\n" n | None -> print_endline "none") opts;
  let sum = List.fold_left (fun acc -> function Some n -> acc + n | None -> acc) 0 opts in
  Printf.printf "%d\n" sum
