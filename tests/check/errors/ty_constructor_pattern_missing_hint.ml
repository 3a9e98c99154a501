type t = Alpha | Beta
let f (x : t) = match x with Alpah -> 0 | _ -> 1
