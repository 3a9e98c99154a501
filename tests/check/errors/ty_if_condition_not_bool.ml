let f = if 1 then "a" else "b"
