type t = int
let f = function #t -> 1
