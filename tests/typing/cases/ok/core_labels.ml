let wrap ?(pre = "<") ?(post = ">") s = pre ^ s ^ post
let y = wrap "x"
let z = List.map (wrap ~pre:"[") ["a"; "b"]
let sub ~from ~amount = from - amount
let r = sub ~amount:3 ~from:10
let part = sub ~amount:1
let opt ?x () = match x with None -> 0 | Some v -> v
let o1 = opt ()
let o2 = opt ~x:3 ()
let o3 = opt ?x:(Some 4) ()
let k ?(x = 1) ~y () = x + y
let f g = g ~x:1 2
