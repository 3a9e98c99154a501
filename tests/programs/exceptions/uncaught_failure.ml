let () = print_string "partial line without newline"
let () = failwith "something went wrong"
