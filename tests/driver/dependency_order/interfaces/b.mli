val y : int
