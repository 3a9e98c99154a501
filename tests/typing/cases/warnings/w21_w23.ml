type p = { x : int; y : int }
let o = { x = 0; y = 0 }
let c = { o with x = 1; y = 2 }
let k x = if x < 0 then begin raise Exit; print_string "never" end; x
