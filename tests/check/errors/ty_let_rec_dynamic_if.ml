let rec x = if true then 1 :: x else []
