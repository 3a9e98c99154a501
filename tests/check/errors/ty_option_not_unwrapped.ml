let x = List.find_opt (fun x -> x > 1) [1; 2] + 1
