let f x = match x with
  | n when n > 100 -> "big"
  | n when n < -100 -> "very negative"
  | 0 when false -> "never"
let () =
  List.iter (fun x ->
    match f x with
    | s -> Printf.printf "%d: %s\n" x s
    | exception Match_failure (file, line, col) -> Printf.printf "%d: Match_failure %s:%d:%d\n" x file line col)
    [ 200; -200; 0; 5 ]
