class c = (fun (a : int list) -> object method x = a end : bool list -> object method x : int list end)
