let x = 0
let () = x := 1
