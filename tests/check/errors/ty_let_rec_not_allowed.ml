let rec x = x + 1
