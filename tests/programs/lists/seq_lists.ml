let () =
  let s = List.to_seq [ 1; 2; 3; 4; 5 ] in
  let s2 = Seq.map (fun x -> x * 10) (Seq.filter (fun x -> x <> 3) s) in
  print_endline (String.concat " " (List.map string_of_int (List.of_seq s2)));
  let rec nat n () = Seq.Cons (n, nat (n + 1)) in
  let rec take n s = if n = 0 then [] else match s () with Seq.Nil -> [] | Seq.Cons (x, r) -> x :: take (n - 1) r in
  print_endline (String.concat " " (List.map string_of_int (take 10 (Seq.filter (fun x -> x mod 3 = 0) (nat 1)))));
  Printf.printf "%d\n" (Seq.fold_left ( + ) 0 (List.to_seq (List.init 100 Fun.id)));
  let u = Seq.unfold (fun n -> if n > 100 then None else Some (n, n * 2)) 1 in
  Seq.iter (fun x -> Printf.printf "%d " x) u; print_newline ();
  let fm = Seq.flat_map (fun x -> List.to_seq [ x; x ]) (List.to_seq [ 1; 2; 3 ]) in
  print_endline (String.concat "" (List.map string_of_int (List.of_seq fm)));
  print_endline (String.concat "," (List.of_seq (Seq.filter_map (fun x -> if x > 1 then Some (string_of_int x) else None) (List.to_seq [ 0; 1; 2; 3 ]))))
