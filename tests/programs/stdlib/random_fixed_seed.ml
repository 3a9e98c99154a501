let () =
  Random.init 42;
  for _ = 1 to 10 do Printf.printf "%d " (Random.int 100) done; print_newline ();
  for _ = 1 to 5 do Printf.printf "%.6f " (Random.float 1.0) done; print_newline ();
  for _ = 1 to 10 do Printf.printf "%b " (Random.bool ()) done; print_newline ();
  Printf.printf "%d\n" (Random.bits ());
  Printf.printf "%ld %Ld\n" (Random.int32 1000000l) (Random.int64 1000000000000L);
  let s = Random.State.make [| 1; 2; 3 |] in
  for _ = 1 to 5 do Printf.printf "%d " (Random.State.int s 1000) done; print_newline ();
  let s2 = Random.State.copy s in
  Printf.printf "%d %d\n" (Random.State.int s 1000) (Random.State.int s2 1000);
  Random.init 7;
  let a = Array.init 10 Fun.id in
  for i = 9 downto 1 do let j = Random.int (i + 1) in let t = a.(i) in a.(i) <- a.(j); a.(j) <- t done;
  print_endline (String.concat " " (Array.to_list (Array.map string_of_int a)));
  Random.init 2024;
  let counts = Array.make 6 0 in
  for _ = 1 to 6000 do let d = Random.int 6 in counts.(d) <- counts.(d) + 1 done;
  print_endline (String.concat " " (Array.to_list (Array.map string_of_int counts)))
