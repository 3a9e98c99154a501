class c = let y = 1 in (object val v = y method x = v end : object val v : bool method x : int end)
