val z : int
