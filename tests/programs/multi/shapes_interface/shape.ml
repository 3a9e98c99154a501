type t = Circle of float | Rect of float * float | Triangle of float * float * float
let circle r = Circle (abs_float r)
let rect w h = Rect (abs_float w, abs_float h)
let triangle a b c = if a +. b > c && b +. c > a && a +. c > b then Some (Triangle (a, b, c)) else None
let area = function
  | Circle r -> Float.pi *. r *. r
  | Rect (w, h) -> w *. h
  | Triangle (a, b, c) -> let s = (a +. b +. c) /. 2. in sqrt (s *. (s -. a) *. (s -. b) *. (s -. c))
let perimeter = function Circle r -> 2. *. Float.pi *. r | Rect (w, h) -> 2. *. (w +. h) | Triangle (a, b, c) -> a +. b +. c
let name = function Circle _ -> "circle" | Rect (w, h) when w = h -> "square" | Rect _ -> "rectangle" | Triangle _ -> "triangle"
