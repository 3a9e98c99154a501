type t = [ `A | `B ]
let f = function #t as x -> x
let g (x : [< t ]) = x
let h (x : [> t ]) = x
let k (x : t) = (x :> [> t ])
type 'a p = [ `P of 'a | `Q ]
let m = function #p as x -> x
let n (x : int p) = match x with `P n -> n | `Q -> 0
