let compose_all fs = List.fold_right (fun f acc x -> f (acc x)) fs (fun x -> x)
let () =
  let f = compose_all [ (fun x -> x + 1); (fun x -> x * 2); (fun x -> x - 3) ] in
  Printf.printf "%d\n" (f 10);
  let adders = List.map (fun n -> fun x -> x + n) [ 1; 10; 100 ] in
  Printf.printf "%s\n" (String.concat " " (List.map (fun g -> string_of_int (g 5)) adders));
  let counts = List.fold_left (fun (e, o) x -> if x mod 2 = 0 then (e + 1, o) else (e, o + 1)) (0, 0) (List.init 11 Fun.id) in
  Printf.printf "evens=%d odds=%d\n" (fst counts) (snd counts);
  let flat = List.flatten (List.map (fun x -> List.init x (fun _ -> x)) [ 1; 2; 3 ]) in
  Printf.printf "%s\n" (String.concat "" (List.map string_of_int flat));
  List.iteri (fun i s -> Printf.printf "%d:%s " i s) [ "a"; "b"; "c" ]; print_newline ();
  let maxl = List.fold_left max min_int [ 3; 9; 2 ] in
  Printf.printf "max %d\n" maxl;
  let group n l =
    let rec go acc cur k = function
      | [] -> List.rev (if cur = [] then acc else List.rev cur :: acc)
      | x :: r -> if k = n then go (List.rev cur :: acc) [ x ] 1 r else go acc (x :: cur) (k + 1) r
    in go [] [] 0 l in
  List.iter (fun g -> Printf.printf "[%s]" (String.concat "," (List.map string_of_int g))) (group 3 (List.init 10 Fun.id));
  print_newline ();
  Printf.printf "%d\n" (List.compare_lengths [ 1; 2 ] [ 3 ]);
  Printf.printf "%b\n" (List.equal ( = ) [ 1; 2 ] [ 1; 2 ]);
  Printf.printf "%d\n" (List.compare compare [ 1; 2 ] [ 1; 3 ])
