let apply (f : x:int -> int) = f ~x:1
let r = apply (fun y -> y + 1)
