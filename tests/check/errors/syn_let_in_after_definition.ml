let f a b = a + b
let g x =
  f x 1
  let y = 2 in y
