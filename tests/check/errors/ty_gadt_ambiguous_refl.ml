type (_, _) eq = Refl : ('a, 'a) eq
let f (type a) (w : (a, int) eq) (x : a) = match w with Refl -> if x > 0 then x else 0
