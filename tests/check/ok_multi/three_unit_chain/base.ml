type id = int
let make n = if n < 0 then invalid_arg "Base.make" else n
let to_int n = n
