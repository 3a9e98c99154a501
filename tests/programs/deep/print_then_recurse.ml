(* reference: native *)
(* Output on both channels, buffered (not flushed), then a recursion 100,000 deep, then exit 3:
   the output comes once, in OCaml's order, and the exit code is 3. *)
let rec sum n = if n = 0 then 0 else (n mod 10) + sum (n - 1)
let rec build n = if n = 0 then [] else n :: build (n - 1)
let () =
  Printf.printf "before %d\n" 1;
  prerr_string "on stderr\n";
  print_string "more before\n";
  Printf.printf "sum %d\n" (sum 100_000);
  Printf.eprintf "length %d\n" (List.length (build 100_000));
  print_string "after\n";
  exit 3
