let greet = "hello"
let () = print_endline (greet "world")
