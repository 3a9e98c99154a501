let f x = if x then 1
