let rec loop i acc = if i = 0 then acc else loop (i - 1) (acc + 2)
let () = print_int (loop 1000000 0); print_string "\n"
