let f x = try x
