let check x = assert (x > 0); x
let () = Printf.printf "%d\n" (check 5)
let () = Printf.printf "%d\n" (check (-5))
