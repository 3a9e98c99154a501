let total = List.fold_left (fun x -> x + 1) 0 [1; 2]
