(* Every spelling of a decimal float literal. *)
let a = 1.
let b = 1.5
let c = 1e10
let d = 1.5e-3
let e = 2E+4
let f = 1_000.000_1
let g = 0.
let h = -3.25
let i = 6.02_214e2_3
let j = 5e-1 +. 1.
let total = a +. b +. c +. d +. e +. f +. g +. h +. i
