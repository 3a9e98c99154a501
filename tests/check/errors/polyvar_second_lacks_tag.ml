let f (x : [> `A ]) = (x : [ `B ])
