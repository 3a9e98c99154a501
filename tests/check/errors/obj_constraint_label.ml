class c = (fun ~x -> object method m = x + 1 end : y:int -> object method m : int end)
