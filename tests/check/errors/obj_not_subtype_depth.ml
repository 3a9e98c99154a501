let f (o : < m : int; n : int >) = (o :> < m : string >)
