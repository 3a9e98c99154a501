(* let .. and binds simultaneously: the right-hand sides see the outer names. *)
let x = 1
let y = 2
let swapped = let x = y and y = x in (x, y)
let f a = let a = a + 1 and b = a * 2 in (a, b)
let g = let open List in let l = [1] and m = [2] in append l m
let rec even n = n = 0 || odd (n - 1) and odd n = n <> 0 && even (n - 1)
let e = even 10
