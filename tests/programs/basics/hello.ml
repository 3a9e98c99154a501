let () = print_endline "Hello, world!"
let () = print_string "no newline, "; print_string "then one\n"
let () = print_int 42; print_char ' '; print_float 3.5; print_newline ()
let () = prerr_endline "this goes to stderr"
