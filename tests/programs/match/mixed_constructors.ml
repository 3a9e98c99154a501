type t = A | B of int | C | D of string | E | F of int * int | G
let code = function
  | A -> 0 | C -> 2 | E -> 4 | G -> 6
  | B n -> 100 + n | D s -> 200 + String.length s | F (x, y) -> 300 + x * y
let code_rev = function
  | F (x, y) -> 300 + x * y | D s -> 200 + String.length s | B n -> 100 + n
  | G -> 6 | E -> 4 | C -> 2 | A -> 0
let is_const = function A | C | E | G -> true | B _ | D _ | F _ -> false
let all = [ A; B 1; C; D "abc"; E; F (2, 3); G ]
let () =
  List.iter (fun v -> Printf.printf "%d %d %b\n" (code v) (code_rev v) (is_const v)) all;
  Printf.printf "%b\n" (List.map code all = List.map code_rev all);
  let sorted = List.sort compare [ G; F (1, 1); A; D "z"; B 5; C; B 2; E ] in
  print_endline (String.concat " " (List.map (fun v -> string_of_int (code v)) sorted))
