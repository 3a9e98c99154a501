let name = function 0 -> "zero" | 1 -> "one" | 2 -> "two" | _ -> "many"
let () = for i = 0 to 4 do print_string (name i); print_string "\n" done
