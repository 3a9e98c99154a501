exception Parse_error of string * int
exception Empty
let () = print_endline "start"
let () = try raise Empty with Empty -> print_endline "caught Empty"
let () = raise (Parse_error ("unexpected token", 42))
