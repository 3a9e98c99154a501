(* reference: native *)
let rec forever n = 1 + forever (n + 1)
let () =
  (match forever 0 with
   | n -> Printf.printf "impossible %d\n" n
   | exception Stack_overflow -> print_endline "caught Stack_overflow");
  print_endline "the program goes on";
  let rec down n = if n = 0 then 0 else 1 + down (n - 1) in
  Printf.printf "%d\n" (down 10_000);
  (try ignore (forever 0) with Stack_overflow -> print_endline "caught it again");
  print_endline "done"
