let () = print_endline "Counter initialised"
let value = ref 0
let count = ref 0
let next () = incr count; incr value; !value
let reset () = incr count; value := 0
let calls () = !count
