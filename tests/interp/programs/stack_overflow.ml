(* reference: native *)
let rec f n = 1 + f (n + 1)
let () = print_string "start\n"; print_int (f 0)
