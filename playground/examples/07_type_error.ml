(* A type error: the message is ocamlc's, and the expression is underlined
   in the editor. *)

let greeting name = "hello, " ^ name

let () = print_endline (greeting 42)
