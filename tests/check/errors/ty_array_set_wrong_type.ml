let a = [| 1; 2 |]
let () = a.(0) <- "one"
