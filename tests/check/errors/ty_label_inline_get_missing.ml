type t = A of { x : int }
let f = function A r -> r.y
