type = int
