type ('a, 'b t = int
