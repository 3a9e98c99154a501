type color = Red | Green | Blue
let name = function
  | Red -> "red"
  | Green -> "green"
