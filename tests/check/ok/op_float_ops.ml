let area r = 3.14159 *. r ** 2.
let mean a b = (a +. b) /. 2.
let neg x = -. x
let hyp a b = sqrt (a *. a +. b *. b)
let f = float_of_int 3 /. 2.
let g = truncate 3.7 + int_of_float (-2.5)
let h = Float.abs (-1.) +. abs_float (-2.)
let i = 1. /. 0. = infinity && (neg_infinity < 0.)
let j = classify_float nan
let k = mod_float 7.5 2. +. floor 1.5 +. ceil 1.5
