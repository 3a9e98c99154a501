type color = Red | Green | Blue | Custom of int
let name = function
  | Red -> "red"
  | Green -> "green"
  | Custom 0 -> "black"
