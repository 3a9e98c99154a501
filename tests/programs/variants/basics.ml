type suit = Hearts | Diamonds | Clubs | Spades
type card = Number of int * suit | Face of string * suit | Joker
let suit_symbol = function Hearts -> "H" | Diamonds -> "D" | Clubs -> "C" | Spades -> "S"
let show = function
  | Number (n, s) -> string_of_int n ^ suit_symbol s
  | Face (f, s) -> f ^ suit_symbol s
  | Joker -> "Joker"
let value = function Number (n, _) -> n | Face ("K", _) -> 13 | Face ("Q", _) -> 12 | Face _ -> 11 | Joker -> 0
let () =
  let hand = [ Number (7, Hearts); Face ("K", Spades); Joker; Face ("J", Clubs); Number (10, Diamonds) ] in
  List.iter (fun c -> Printf.printf "%s=%d " (show c) (value c)) hand;
  print_newline ();
  Printf.printf "total %d\n" (List.fold_left (fun a c -> a + value c) 0 hand);
  let sorted = List.sort compare hand in
  print_endline (String.concat " " (List.map show sorted));
  Printf.printf "%b %b\n" (Joker = Joker) (Number (1, Clubs) < Face ("A", Hearts))
