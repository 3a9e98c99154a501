type move = Rock | Paper | Scissors | Lizard | Spock
let name = function Rock -> "rock" | Paper -> "paper" | Scissors -> "scissors" | Lizard -> "lizard" | Spock -> "Spock"
let outcome a b = match a, b with
  | Scissors, Paper -> Some "cuts" | Paper, Rock -> Some "covers" | Rock, Lizard -> Some "crushes"
  | Lizard, Spock -> Some "poisons" | Spock, Scissors -> Some "smashes" | Scissors, Lizard -> Some "decapitates"
  | Lizard, Paper -> Some "eats" | Paper, Spock -> Some "disproves" | Spock, Rock -> Some "vaporizes"
  | Rock, Scissors -> Some "crushes"
  | (Rock | Paper | Scissors | Lizard | Spock), _ -> None
let moves = [ Rock; Paper; Scissors; Lizard; Spock ]
let () =
  List.iter (fun a -> List.iter (fun b ->
    match outcome a b, outcome b a with
    | Some v, _ -> Printf.printf "%s %s %s\n" (name a) v (name b)
    | None, Some _ -> Printf.printf "%s loses to %s\n" (name a) (name b)
    | None, None -> Printf.printf "%s ties %s\n" (name a) (name b)) moves) moves
