(* reference: native *)
let rec count n = if n = 0 then 0 else 1 + count (n - 1)
let () = print_int (count 100000); print_string "\n"
