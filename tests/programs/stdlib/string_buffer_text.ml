let text = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness"
let () =
  let words = List.filter (fun w -> w <> "") (String.split_on_char ' ' (String.map (fun c -> if c = ',' then ' ' else Char.lowercase_ascii c) text)) in
  let h = Hashtbl.create 16 in
  List.iter (fun w -> Hashtbl.replace h w (1 + Option.value (Hashtbl.find_opt h w) ~default:0)) words;
  let l = List.sort (fun (a, x) (b, y) -> if x <> y then compare y x else compare a b) (Hashtbl.fold (fun k v acc -> (k, v) :: acc) h []) in
  let b = Buffer.create 64 in
  List.iter (fun (w, n) -> Printf.bprintf b "%-12s %s\n" w (String.make n '#')) l;
  print_string (Buffer.contents b);
  Printf.printf "%d words, %d distinct\n" (List.length words) (Hashtbl.length h)
