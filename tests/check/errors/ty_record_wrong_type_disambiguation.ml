type a = { id : int }
type b = { id : string }
let f (r : a) = r.id ^ "x"
