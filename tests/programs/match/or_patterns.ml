type color = Red | Green | Blue | Yellow | Cyan | Magenta | Black | White
let kind = function
  | Red | Green | Blue -> "primary"
  | Yellow | Cyan | Magenta -> "secondary"
  | Black | White -> "neutral"
let all = [ Red; Green; Blue; Yellow; Cyan; Magenta; Black; White ]
let digit_class = function
  | 0 | 2 | 4 | 6 | 8 -> "even digit"
  | 1 | 3 | 5 | 7 | 9 -> "odd digit"
  | _ -> "not a digit"
type shape = Circle of float | Square of float | Rect of float * float
let side = function Square s | Rect (s, _) | Circle s -> s
let () =
  List.iteri (fun i c -> Printf.printf "%d %s\n" i (kind c)) all;
  List.iter (fun n -> Printf.printf "%d: %s\n" n (digit_class n)) [ 0; 3; 8; 11; -2 ];
  List.iter (fun s -> Printf.printf "%g\n" (side s)) [ Circle 1.5; Square 2.; Rect (3., 4.) ];
  let f = function (1, x) | (x, 1) -> x | (a, b) -> a * b in
  Printf.printf "%d %d %d %d\n" (f (1, 5)) (f (7, 1)) (f (3, 4)) (f (1, 1))
