let () = print_endline "exiting with code 3"
let () = at_exit (fun () -> print_endline "at_exit handler runs")
let () = exit 3
let () = print_endline "not reached"
