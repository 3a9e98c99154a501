let rec x = let y = List.length x in y :: x
