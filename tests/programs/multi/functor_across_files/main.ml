module IS = Sorted_set.Make (Ordered.Int_ord)
module SS = Sorted_set.Make (Ordered.String_len)
let () =
  let s = List.fold_left (fun s x -> IS.add x s) IS.empty [ 5; 3; 9; 3; 1 ] in
  print_endline (IS.show s);
  Printf.printf "mem 9 %b, mem 4 %b\n" (IS.mem 9 s) (IS.mem 4 s);
  let t = List.fold_left (fun s x -> SS.add x s) SS.empty [ "pear"; "fig"; "banana"; "kiwi"; "fig" ] in
  print_endline (SS.show t);
  Printf.printf "%d elements\n" (List.length (SS.elements t))
