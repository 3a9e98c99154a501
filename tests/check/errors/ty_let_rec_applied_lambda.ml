let rec x = (fun y -> y) x
