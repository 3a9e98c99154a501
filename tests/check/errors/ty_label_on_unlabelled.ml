let f x y = x + y
let r = f ~x:1 2
