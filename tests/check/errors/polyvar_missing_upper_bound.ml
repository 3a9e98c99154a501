let f (x : [< `A | `B > `C ]) = x
