let f x = if x then
