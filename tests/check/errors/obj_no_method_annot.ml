let f (o : < m : int >) = o#n
