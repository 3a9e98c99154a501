let area w h =
  let perimeter = 2 * (w + h) in
  w * h
