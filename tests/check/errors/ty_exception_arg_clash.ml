exception Bad of int
let f () = raise (Bad "x")
