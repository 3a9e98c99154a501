let x = 1
let y = x + 1
let x = "shadowed"
let f a b = a * b + y
let g = fun a -> fun b -> a - b
let nested =
  let a = 3 in
  let b = a * a in
  let a = b + 1 in
  a + b
let (p, q) = (1, 'c')
let () = ignore (f 2 3)
let _ = g 1 2
