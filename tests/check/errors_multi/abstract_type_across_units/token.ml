type t = string
let make s = s
