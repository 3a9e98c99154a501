let x = 1 (* abc
