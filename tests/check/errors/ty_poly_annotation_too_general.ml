let id : 'a. 'a -> 'a = fun x -> x + 1
