class c = fun (a : int) -> (object method x = a end : object method x : bool end)
