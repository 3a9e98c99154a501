let f : type a. a -> int = fun x -> x
