let big = 4294967296l
