let sign n = match n with x when x > 0 -> 1 | x when x < 0 -> -1
