let same = (fun x -> x) = 1
