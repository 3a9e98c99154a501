let g l = match l with [] -> 0 | [] -> 1 | _ :: _ -> 2

let[@warning "-11"] k l = match l with [] -> 0 | [] -> 1 | _ :: _ -> 2

let f x = match x with 0 -> "zero" | 1 -> "one"
