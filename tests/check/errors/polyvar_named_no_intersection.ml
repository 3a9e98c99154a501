type t = [ `A | `B ]
let f (x : t) = (x : [ `C ])
