type suit = Clubs | Diamonds | Hearts | Spades
type card = { rank : int; suit : suit }
let rank_name = function 11 -> "J" | 12 -> "Q" | 13 -> "K" | 14 -> "A" | n -> string_of_int n
let suit_name = function Clubs -> "c" | Diamonds -> "d" | Hearts -> "h" | Spades -> "s"
let hand_kind cards =
  let ranks = List.sort compare (List.map (fun c -> c.rank) cards) in
  let flush = match cards with c :: r -> List.for_all (fun d -> d.suit = c.suit) r | [] -> false in
  let straight = match ranks with [ a; b; c; d; e ] -> b = a + 1 && c = b + 1 && d = c + 1 && e = d + 1 | _ -> false in
  match ranks with
  | _ when straight && flush -> "straight flush"
  | [ a; b; c; d; _ ] when a = d || b = c && c = d && d = List.nth ranks 4 -> "four of a kind"
  | [ a; b; c; d; e ] when (a = b && c = e) || (a = c && d = e) -> "full house"
  | _ when flush -> "flush"
  | _ when straight -> "straight"
  | [ a; _; c; _; _ ] when a = c -> "three of a kind"
  | [ _; b; _; d; _ ] when b = d -> "three of a kind"
  | [ _; _; c; _; e ] when c = e -> "three of a kind"
  | [ a; b; c; d; _ ] when (a = b && c = d) -> "two pair"
  | [ a; b; _; d; e ] when (a = b && d = e) -> "two pair"
  | [ _; b; c; d; e ] when (b = c && d = e) -> "two pair"
  | [ a; b; c; d; e ] when a = b || b = c || c = d || d = e -> "pair"
  | _ -> "high card"
let hand l = List.map (fun (r, s) -> { rank = r; suit = s }) l
let () =
  List.iter (fun h ->
    Printf.printf "%s: %s\n" (String.concat " " (List.map (fun c -> rank_name c.rank ^ suit_name c.suit) h)) (hand_kind h))
    [ hand [ (10, Hearts); (11, Hearts); (12, Hearts); (13, Hearts); (14, Hearts) ];
      hand [ (9, Clubs); (9, Diamonds); (9, Hearts); (9, Spades); (2, Clubs) ];
      hand [ (3, Clubs); (3, Diamonds); (5, Hearts); (5, Spades); (5, Clubs) ];
      hand [ (2, Spades); (7, Spades); (9, Spades); (11, Spades); (13, Spades) ];
      hand [ (5, Clubs); (6, Diamonds); (7, Hearts); (8, Spades); (9, Clubs) ];
      hand [ (4, Clubs); (4, Diamonds); (4, Hearts); (8, Spades); (9, Clubs) ];
      hand [ (4, Clubs); (4, Diamonds); (8, Hearts); (8, Spades); (9, Clubs) ];
      hand [ (4, Clubs); (4, Diamonds); (7, Hearts); (8, Spades); (10, Clubs) ];
      hand [ (2, Clubs); (4, Diamonds); (7, Hearts); (8, Spades); (10, Clubs) ] ]
