let x = ("s" : int)
