(* One definition of the let is not a function: no hint *)
let f x = x + 1
and g = f
