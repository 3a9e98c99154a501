let f o = (o : < m : int > :> < n : int >)
