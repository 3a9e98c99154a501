let id x = x
let pair x y = (y, x)
let compose f g x = f (g x)
let r = ref []
let h = List.map (fun x -> x)
let rec fact n = if n <= 1 then 1 else n * fact (n - 1)
let rec even n = n = 0 || odd (n - 1)
and odd n = n <> 0 && even (n - 1)
let apply_twice f x = f (f x)
let nested = let a = 1 in let b = a + 1 in a * b
let l = List.rev []
let none = None
let tup = (1, "a", 2.5, 'c', true, ())
let ( +! ) a b = a + b
let f (x : 'foo) = x
