let f (x : [ `A | `B ]) = (x : [ `C | `D ])
