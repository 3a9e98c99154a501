[@@@ocaml.warning "+35"]
let spin () = for i = 1 to 3 do print_string "x" done
