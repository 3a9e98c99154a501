let () =
  let a = Some 5 and n = None in
  Printf.printf "%d %d\n" (Option.value a ~default:0) (Option.value n ~default:0);
  Printf.printf "%b %b %b\n" (Option.is_some a) (Option.is_none n) (Option.equal ( = ) a (Some 5));
  Printf.printf "%s\n" (match Option.map (fun x -> x * 2) a with Some v -> string_of_int v | None -> "none");
  Printf.printf "%s\n" (match Option.bind a (fun x -> if x > 10 then Some x else None) with Some v -> string_of_int v | None -> "none");
  Printf.printf "%d\n" (Option.fold ~none:(-1) ~some:(fun x -> x + 1) a);
  Printf.printf "%d\n" (List.length (Option.to_list n));
  Option.iter (Printf.printf "iter %d\n") a;
  Printf.printf "%d\n" (Option.get (Option.join (Some (Some 9))));
  (try ignore (Option.get n) with Invalid_argument m -> print_endline m);
  Printf.printf "%d\n" (Option.compare compare None (Some 1))
