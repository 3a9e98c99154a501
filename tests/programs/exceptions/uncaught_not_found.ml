let () = print_endline "before"
let table = [ ("a", 1) ]
let () = Printf.printf "%d\n" (List.assoc "a" table)
let () = Printf.printf "%d\n" (List.assoc "b" table)
let () = print_endline "after"
