let x = M.(1 + 2
