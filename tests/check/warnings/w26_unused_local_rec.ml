(* A variable of a local let rec used only in the definitions of its group is unused. *)
let g () = let rec f x = f x in 0
let g2 () = let rec f x = h x and h x = f x in 0
let g3 () = let rec f x = h x and h x = x + 1 in f 0
let g4 () = let rec f x = h x and h x = x + 1 in h 0
let g5 () = let rec f x = if x = 0 then 0 else f (x - 1) in f 3
let g6 () = let rec f x = let rec k y = f y in k x in 0
let g7 () = let rec f x = let rec k y = k (f y) in 1 in f 2
let g8 () = let rec _f x = _f x in 0
let g9 () = let rec f = fun x -> x and h = fun y -> f y in 0
let g10 () = let rec f x = h x and h x = f x and i x = h x in i 1
let g11 () = let rec f x = x in 0
