let f x = let y = x
