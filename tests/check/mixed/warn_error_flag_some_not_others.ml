let f x = match x with 0 -> "zero" | 1 -> "one"

let g l = match l with [] -> 0 | [] -> 1 | _ :: _ -> 2

let h () = let unused = 3 in 4
