(* if without else takes only the next expression, not the rest of a sequence. *)
let out = Buffer.create 8
let f c = if c then Buffer.add_string out "yes"; Buffer.add_string out "!"
let g c = if c then (Buffer.add_string out "a"; Buffer.add_string out "b")
let h c d = if c then if d then Buffer.add_char out 'x' else Buffer.add_char out 'y'
let k x = if x > 0 then print_int x
let m c = (if c then 1 else 2) + 3
