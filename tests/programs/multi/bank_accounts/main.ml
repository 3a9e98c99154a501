let () =
  let a = Account.open_account "ann" 100 and b = Account.open_account "ben" 20 in
  let show r = match r with Ok () -> "ok" | Error m -> "error: " ^ m in
  print_endline (show (Bank.transfer a b 30));
  print_endline (show (Bank.transfer b a 500));
  print_endline (show (Bank.transfer b a 50));
  Printf.printf "ann %d, ben %d, total %d\n" (Account.balance a) (Account.balance b) (Bank.total [ a; b ]);
  List.iter (fun acc -> Printf.printf "%s: %s\n" (Account.owner acc) (String.concat "; " (Account.history acc))) [ a; b ];
  Account.withdraw b 1000
