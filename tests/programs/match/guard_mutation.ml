let budget = ref 3
let spend name = if !budget > 0 then (decr budget; Printf.printf "  %s spends, %d left\n" name !budget; true) else (Printf.printf "  %s refused\n" name; false)
let f x = match x with
  | n when n > 10 && spend "big" -> "big purchase"
  | n when n > 5 && spend "medium" -> "medium purchase"
  | _ when spend "small" -> "small purchase"
  | _ -> "nothing"
let () =
  List.iter (fun x -> Printf.printf "%d:\n" x; Printf.printf "=> %s\n" (f x)) [ 20; 7; 1; 20; 7 ];
  let seen = ref [] in
  let g x = match x with
    | n when (seen := n :: !seen; List.length !seen > 3) -> "after three"
    | n when List.mem (n + 1) !seen -> "successor seen"
    | _ -> "fresh" in
  List.iter (fun x -> Printf.printf "%d => %s\n" x (g x)) [ 5; 4; 9; 1 ]
