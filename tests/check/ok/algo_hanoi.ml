let rec hanoi n from to_ via moves =
  if n = 0 then moves
  else
    let moves = hanoi (n - 1) from via to_ moves in
    let moves = (from, to_) :: moves in
    hanoi (n - 1) via to_ from moves
let moves = List.rev (hanoi 3 'A' 'C' 'B' [])
let count = List.length moves
let show = List.map (fun (a, b) -> Printf.sprintf "%c->%c" a b) moves |> String.concat " "
