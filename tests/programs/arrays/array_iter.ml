let () =
  let a = Array.init 10 (fun i -> (i * 7) mod 10) in
  Array.iteri (fun i x -> Printf.printf "a.(%d)=%d\n" i x) a;
  let b = Array.map2 (fun x y -> x * y) a (Array.init 10 Fun.id) in
  print_endline (String.concat "," (Array.to_list (Array.map string_of_int b)));
  Array.iter2 (fun x y -> Printf.printf "%d-%d " x y) [| 1; 2 |] [| 3; 4 |]; print_newline ();
  (try Array.iter2 (fun _ _ -> ()) [| 1 |] [||] with Invalid_argument m -> print_endline m);
  let s = Array.to_seq a in
  Printf.printf "%d\n" (Seq.fold_left ( + ) 0 s);
  Printf.printf "%d\n" (Array.length (Array.of_seq (List.to_seq [ 1; 2; 3 ])));
  let found = Array.find_opt (fun x -> x > 5) a in
  Printf.printf "%s\n" (match found with Some x -> string_of_int x | None -> "none");
  let m = Array.for_all2 ( < ) [| 1; 2 |] [| 2; 3 |] in
  Printf.printf "%b %b\n" m (Array.exists2 ( = ) [| 1; 2 |] [| 3; 2 |]);
  let sp = Array.split [| (1, 'a'); (2, 'b') |] in
  Printf.printf "%d %c\n" (fst sp).(1) (snd sp).(0);
  let cb = Array.combine [| 1; 2 |] [| "x"; "y" |] in
  Array.iter (fun (n, s) -> Printf.printf "%d%s " n s) cb; print_newline ()
