type color = Red | Green | Blue
type shape =
  | Circle of float
  | Rect of float * float
  | Triangle of { a : float; b : float; c : float }
let area = function
  | Circle r -> 3.14 *. r *. r
  | Rect (w, h) -> w *. h
  | Triangle { a; b; c } ->
    let s = (a +. b +. c) /. 2. in
    sqrt (s *. (s -. a) *. (s -. b) *. (s -. c))
let to_string = function Red -> "red" | Green -> "green" | Blue -> "blue"
let shapes = [Circle 1.; Rect (2., 3.); Triangle { a = 3.; b = 4.; c = 5. }]
let total = List.fold_left (fun acc s -> acc +. area s) 0. shapes
