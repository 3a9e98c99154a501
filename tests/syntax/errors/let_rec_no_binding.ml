let rec = 1
