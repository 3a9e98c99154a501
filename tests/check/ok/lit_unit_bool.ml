let u : unit = ()
let t = true
let f = false
let both = t && not f || f
let unit_eq = () = u
let choose b = if b then "yes" else "no"
