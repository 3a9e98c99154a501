type t = { f : 'a. 'a -> 'a }
let v = { f = (fun x -> x + 1) }
