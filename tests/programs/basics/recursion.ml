let rec fact n = if n <= 1 then 1 else n * fact (n - 1)
let rec fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
let rec gcd a b = if b = 0 then a else gcd b (a mod b)
let rec power b e = if e = 0 then 1 else if e mod 2 = 0 then let h = power b (e / 2) in h * h else b * power b (e - 1)
let rec ackermann m n =
  if m = 0 then n + 1 else if n = 0 then ackermann (m - 1) 1 else ackermann (m - 1) (ackermann m (n - 1))
let () =
  for i = 0 to 12 do Printf.printf "%d! = %d\n" i (fact i) done;
  for i = 0 to 20 do Printf.printf "%d " (fib i) done; print_newline ();
  Printf.printf "gcd 1071 462 = %d\n" (gcd 1071 462);
  Printf.printf "2^20 = %d, 3^13 = %d\n" (power 2 20) (power 3 13);
  Printf.printf "ack 2 3 = %d, ack 3 3 = %d\n" (ackermann 2 3) (ackermann 3 3)
let rec hanoi n a b c acc = if n = 0 then acc else hanoi (n - 1) a c b (hanoi (n - 1) c b a acc + 1)
let () = Printf.printf "hanoi 10 moves = %d\n" (hanoi 10 'a' 'b' 'c' 0)
