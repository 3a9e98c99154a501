let sieve n =
  let is_prime = Array.make (n + 1) true in
  is_prime.(0) <- false; is_prime.(1) <- false;
  for i = 2 to n do
    if is_prime.(i) && i <= n / i then begin
      let j = ref (i * i) in
      while !j <= n do is_prime.(!j) <- false; j := !j + i done
    end
  done;
  is_prime
let () =
  let p = sieve 100_000 in
  let count = Array.fold_left (fun c b -> if b then c + 1 else c) 0 p in
  Printf.printf "primes below 100000: %d\n" count;
  for i = 0 to 100 do if p.(i) then Printf.printf "%d " i done;
  print_newline ();
  let last = ref 0 in Array.iteri (fun i b -> if b then last := i) p;
  Printf.printf "largest: %d\n" !last
