type r = { kind : bool; n : int }
let f = function { kind = true; n } -> n | { kind = false; n = 0 } -> 0
