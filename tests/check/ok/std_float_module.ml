let a = Float.of_int 3 +. Float.pi
let b = Float.round 2.5 +. Float.trunc (-2.5) +. Float.floor 1.9 +. Float.ceil 1.1
let c = Float.is_nan Float.nan && Float.is_integer 2.0 && not (Float.is_finite Float.infinity)
let d = Float.to_string 1.5 ^ string_of_float 0.1
let e = Float.min 1. 2. +. Float.max 1. 2. +. Float.abs (-1.)
let f = Float.of_string "1e3" +. float_of_string "2.5"
let g = Float.rem 7. 2. +. Float.sqrt 16. +. Float.exp 0. +. Float.log 1.
let h = Float.equal 0.1 0.1 && Float.compare 1. 2. = -1
let i = Float.fma 2. 3. 4.
let j = frexp 8. |> fst
let k = ldexp 1. 10 +. Float.copy_sign 1. (-0.)
let l = Float.to_int 3.9 + int_of_float 1e9
let m = sin 0. +. cos 0. +. atan2 1. 1. +. hypot 3. 4. +. log10 100. +. expm1 0.
