class c = object method m = let rec x = let _ = [x] in {< >} in x end
