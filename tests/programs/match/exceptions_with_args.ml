exception E0
exception E1 of int
exception E2 of string * int list
exception E3 of { code : int; msg : string }
let raiser = function
  | 0 -> raise E0 | 1 -> raise (E1 11) | 2 -> raise (E2 ("two", [ 1; 2 ]))
  | 3 -> raise (E3 { code = 404; msg = "not found" }) | 4 -> raise Not_found
  | 5 -> invalid_arg "five" | n -> n
let handle n =
  try string_of_int (raiser n) with
  | E0 -> "E0"
  | E1 (10 | 11 as k) -> "E1 ten or eleven: " ^ string_of_int k
  | E1 k -> "E1 " ^ string_of_int k
  | E2 (s, [ a; b ]) -> Printf.sprintf "E2 %s %d %d" s a b
  | E2 (s, _) -> "E2 other " ^ s
  | E3 { code; msg } when code >= 400 -> Printf.sprintf "E3 error %d: %s" code msg
  | E3 _ -> "E3"
  | Not_found | Exit -> "Not_found or Exit"
  | Invalid_argument s -> "Invalid_argument " ^ s
let () = for i = 0 to 6 do print_endline (handle i) done
let () = print_endline (Printexc.to_string (E2 ("x", [ 3 ]))); print_endline (Printexc.to_string (E1 5)); print_endline (Printexc.to_string E0)
