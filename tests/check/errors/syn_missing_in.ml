let f x =
  let y = x * 2
  y + 1
