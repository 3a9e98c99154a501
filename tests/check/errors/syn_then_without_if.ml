let f x = x > 0 then 1 else 0
