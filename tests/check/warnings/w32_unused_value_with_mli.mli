val exported : int -> int
