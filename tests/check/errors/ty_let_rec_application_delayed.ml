let f x = ignore x; [1]
let rec l = f (fun () -> l)
