let rec range a b = if a > b then [] else a :: range (a + 1) b
let () =
  let l = range 1 20 in
  let r = List.rev_append l [ 0 ] in
  Printf.printf "%s\n" (String.concat " " (List.map string_of_int r));
  let big = List.init 50_000 (fun i -> i) in
  let r = List.rev big in
  Printf.printf "%d %d %d\n" (List.length r) (List.hd r) (List.nth r 49_999);
  let m = List.rev_map (fun x -> x * 2) big in
  Printf.printf "%d\n" (List.hd m);
  Printf.printf "%d\n" (List.fold_left (fun a x -> (a + x) land 0xffff) 0 big);
  let a = List.append big big in
  Printf.printf "%d\n" (List.length a);
  let mapped = List.map (fun x -> x + 1) big in
  Printf.printf "%d\n" (List.nth mapped 23_456)
