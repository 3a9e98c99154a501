let () = print_endline "User_b initialised"
let snapshot = Counter.next ()
