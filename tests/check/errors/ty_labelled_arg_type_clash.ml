let scale ~factor x = factor *. x
let r = scale ~factor:2 3.0
