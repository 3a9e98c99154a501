let f (o : < m : int >) = (o : < m : int; n : int >)
