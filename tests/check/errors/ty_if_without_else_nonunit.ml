let f b = if b then 1
