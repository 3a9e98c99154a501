let () = 1 + 1; print_string "x"
let h () = List.map (fun x -> x); ()
