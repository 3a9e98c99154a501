let f (x : [ `A | `B ]) = (x :> [ `A ])
