open m
