let () =
  List.iter (fun s -> Printf.printf "%S %d\n" s (Hashtbl.hash s)) [ ""; "a"; "hello"; "Hello"; "the quick brown fox" ];
  List.iter (fun n -> Printf.printf "%d %d\n" n (Hashtbl.hash n)) [ 0; 1; -1; 42; 1000000; max_int; min_int ];
  Printf.printf "%d %d\n" (Hashtbl.hash 1.5) (Hashtbl.hash 2.0);
  Printf.printf "%d %d %d\n" (Hashtbl.hash (1, 2)) (Hashtbl.hash [ 1; 2; 3 ]) (Hashtbl.hash (Some "x"));
  Printf.printf "%d\n" (Hashtbl.hash 'a');
  Printf.printf "%d\n" (Hashtbl.seeded_hash 42 "seeded");
  Printf.printf "%d\n" (Hashtbl.hash_param 10 100 [ 1; 2; 3; 4; 5; 6; 7; 8; 9; 10; 11; 12 ])
