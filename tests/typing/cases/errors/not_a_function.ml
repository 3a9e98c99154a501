let x = (fun x -> x : int)
