let f = fun (Some x) -> x
