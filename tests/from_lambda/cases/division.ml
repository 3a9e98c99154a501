let div a b = try string_of_int (a / b) with Division_by_zero -> "div0"
let () = print_endline (div 7 2); print_endline (div 7 0); print_endline (string_of_int (7 mod 3))
