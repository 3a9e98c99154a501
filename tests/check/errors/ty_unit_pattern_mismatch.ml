let f () = 1
let x = f 1
