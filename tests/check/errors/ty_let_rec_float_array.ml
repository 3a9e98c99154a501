let rec a = [| 1.0; (ignore a; 2.0) |]
