type 'a t = Leaf of 'b
