exception E of int
let f x = if x > 2 then raise (E x) else x
let g x = match f x with exception E n -> n * 10 | v -> v + 1
let () = print_endline (string_of_int (g 1)); print_endline (string_of_int (g 5))
let () = try ignore (f 9) with E n -> print_endline ("E " ^ string_of_int n)
