(* Matching on strings, including escaped and quoted literals. *)
let command = function
  | "quit" | "exit" | {|q|} -> 0
  | "help\n" -> 1
  | "tab\there" -> 2
  | "\x41\066" -> 3
  | "" -> 4
  | s when String.length s > 10 -> 5
  | _ -> 6
let is_yes s = match String.lowercase_ascii s with "y" | "yes" -> true | _ -> false
