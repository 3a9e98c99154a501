let command = function
  | "quit" | "exit" | "q" -> "bye"
  | "help" -> "commands: quit help add sub"
  | "add" -> "+"
  | "sub" -> "-"
  | "" -> "empty command"
  | s when String.length s > 10 -> "too long: " ^ s
  | s -> "unknown: " ^ s
let () = List.iter (fun s -> print_endline (command s)) [ "quit"; "q"; "help"; "add"; "sub"; ""; "averyveryverylongcommand"; "mul"; "Quit"; "add " ]
let pair = function
  | ("a", "b") -> 1
  | ("a", _) -> 2
  | (_, "b") -> 3
  | ("abc", "abd") -> 4
  | _ -> 5
let () = Printf.printf "%d %d %d %d %d\n" (pair ("a", "b")) (pair ("a", "x")) (pair ("x", "b")) (pair ("abc", "abd")) (pair ("ab", "c"))
let similar = function "aaaaaaaa" -> 1 | "aaaaaaab" -> 2 | "aaaaaaaaa" -> 3 | "baaaaaaa" -> 4 | "aaaaaaa" -> 5 | _ -> 0
let () = List.iter (fun s -> Printf.printf "%s:%d " s (similar s)) [ "aaaaaaaa"; "aaaaaaab"; "aaaaaaaaa"; "baaaaaaa"; "aaaaaaa"; "aaaaaaac" ]; print_newline ()
