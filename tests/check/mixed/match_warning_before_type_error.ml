let f x = let y = 1 in x
let () = (fun x -> x) 1; ()
let g = match 3 with 0 -> 1
let e = 1 + "a"
