let x : (int, string) list = []
