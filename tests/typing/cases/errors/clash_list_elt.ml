let x : string list = [1]
