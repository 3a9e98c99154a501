exception Found of int
exception Bad of string * int
let safe_div a b = match a / b with
  | q -> Printf.sprintf "%d / %d = %d" a b q
  | exception Division_by_zero -> Printf.sprintf "%d / %d: division by zero" a b
let lookup k l = match List.assoc k l with
  | v -> "found " ^ v
  | exception Not_found -> "missing " ^ k
let classify f = match f () with
  | 0 -> "zero"
  | n when n > 0 -> "positive"
  | _ -> "negative"
  | exception Found n -> Printf.sprintf "Found %d" n
  | exception (Bad (s, _) | Failure s) when false -> s
  | exception Bad (s, n) -> Printf.sprintf "Bad %s %d" s n
  | exception Failure s -> "Failure " ^ s
let () =
  print_endline (safe_div 7 2); print_endline (safe_div 7 0);
  print_endline (lookup "b" [ ("a", "1"); ("b", "2") ]); print_endline (lookup "z" []);
  List.iter (fun f -> print_endline (classify f))
    [ (fun () -> 0); (fun () -> 5); (fun () -> -5); (fun () -> raise (Found 42)); (fun () -> raise (Bad ("oops", 3))); (fun () -> failwith "boom") ];
  (try print_endline (classify (fun () -> raise Exit)) with Exit -> print_endline "Exit escaped the match")
let rec read_all acc = function
  | [] -> List.rev acc
  | x :: r -> (match int_of_string x with n -> read_all (n :: acc) r | exception Failure _ -> read_all acc r)
let () = print_endline (String.concat "," (List.map string_of_int (read_all [] [ "1"; "x"; "3"; ""; "42" ])))
