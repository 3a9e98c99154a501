type state = Idle | Selecting of int | Paying of int * int | Dispensing of int
type event = Coin of int | Choose of int | Cancel | Done
let price = function 1 -> 50 | 2 -> 75 | 3 -> 120 | _ -> 0
let step s e = match s, e with
  | Idle, Choose p when price p > 0 -> Selecting p
  | Idle, Choose _ -> Idle
  | Selecting p, Coin c -> if c >= price p then Dispensing p else Paying (p, c)
  | Paying (p, paid), Coin c -> let t = paid + c in if t >= price p then Dispensing p else Paying (p, t)
  | (Selecting _ | Paying _), Cancel -> Idle
  | Dispensing _, Done -> Idle
  | s, _ -> s
let show = function
  | Idle -> "Idle" | Selecting p -> Printf.sprintf "Selecting %d" p
  | Paying (p, c) -> Printf.sprintf "Paying %d (%d/%d)" p c (price p) | Dispensing p -> Printf.sprintf "Dispensing %d" p
let () =
  let events = [ Coin 10; Choose 9; Choose 2; Coin 25; Coin 25; Cancel; Choose 3; Coin 100; Coin 10; Coin 10; Done; Choose 1; Coin 50; Done ] in
  ignore (List.fold_left (fun s e -> let s' = step s e in print_endline (show s'); s') Idle events)
