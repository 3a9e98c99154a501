let count = ref 0
let check name b = incr count; Printf.printf "  guard %s evaluated (#%d) -> %b\n" name !count b; b
let f x =
  match x with
  | n when check "n < 0" (n < 0) -> "negative"
  | 0 -> "zero"
  | n when check "even" (n mod 2 = 0) -> "even"
  | n when check "n > 100" (n > 100) -> "big odd"
  | _ -> "small odd"
let () =
  List.iter (fun x -> Printf.printf "f %d:\n" x; Printf.printf "=> %s\n" (f x)) [ -3; 0; 4; 7; 101 ];
  Printf.printf "total guard evaluations: %d\n" !count
let g = function
  | (a, b) when check "a = b" (a = b) -> "equal"
  | (a, _) when check "a > 0" (a > 0) -> "first positive"
  | (_, b) when check "b > 0" (b > 0) -> "second positive"
  | _ -> "neither"
let () =
  List.iter (fun p -> Printf.printf "g (%d,%d):\n" (fst p) (snd p); Printf.printf "=> %s\n" (g p)) [ (1, 1); (2, 3); (-1, 5); (-1, -2) ];
  Printf.printf "total guard evaluations: %d\n" !count
