let (Some v) = List.find_opt (fun x -> x > 2) [1; 3]
