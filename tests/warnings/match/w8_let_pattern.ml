let f l = let [ x; y ] = l in x + y
