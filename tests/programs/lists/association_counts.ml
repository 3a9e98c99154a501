let text = "one fish two fish red fish blue fish one two three"
let () =
  let words = String.split_on_char ' ' text in
  let rec bump w = function
    | [] -> [ (w, 1) ]
    | (k, n) :: r when k = w -> (k, n + 1) :: r
    | p :: r -> p :: bump w r in
  let counts = List.fold_left (fun acc w -> bump w acc) [] words in
  List.iter (fun (w, n) -> Printf.printf "%s %d\n" w n) counts;
  let sorted = List.sort (fun (a, n) (b, m) -> if n <> m then compare m n else compare a b) counts in
  print_endline (String.concat ", " (List.map (fun (w, n) -> w ^ "=" ^ string_of_int n) sorted))
