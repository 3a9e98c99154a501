type t =
let x = 1
