(* In a pattern too, `(` must be followed by a pattern or an operator. *)
let first = function (done) -> 1
