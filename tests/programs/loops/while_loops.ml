let collatz n = let n = ref n and steps = ref 0 in while !n <> 1 do (if !n mod 2 = 0 then n := !n / 2 else n := 3 * !n + 1); incr steps done; !steps
let () =
  List.iter (fun n -> Printf.printf "collatz %d: %d steps\n" n (collatz n)) [ 1; 6; 7; 27; 97; 871 ];
  let i = ref 0 in
  while !i < 5 do Printf.printf "%d " !i; i := !i + 1 done; print_newline ();
  let best = ref 0 and best_n = ref 0 in
  for n = 1 to 30000 do let c = collatz n in if c > !best then (best := c; best_n := n) done;
  Printf.printf "longest below 30000: %d (%d steps)\n" !best_n !best;
  let digits n = let n = ref n and d = ref 0 in while !n > 0 do n := !n / 10; incr d done; !d in
  Printf.printf "%d %d %d\n" (digits 1) (digits 12345) (digits max_int)
