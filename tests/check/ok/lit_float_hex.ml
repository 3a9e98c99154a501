(* Hexadecimal float literals with binary exponents. *)
let one = 0x1p0
let half = 0x1p-1
let eps = 0x1p-52
let pi_approx = 0x1.921fb54442d18p1
let big = 0X1.FFFFFFFFFFFFFP+1023
let no_exp = 0x1.8
let with_sep = 0x1_0.0p2
let check = one +. half = 0x1.8p0
