let primes_up_to n =
  let is_prime = Array.make (n + 1) true in
  is_prime.(0) <- false;
  if n >= 1 then is_prime.(1) <- false;
  for i = 2 to n do
    if is_prime.(i) then begin
      let j = ref (i * i) in
      while !j <= n do is_prime.(!j) <- false; j := !j + i done
    end
  done;
  List.filter (fun i -> is_prime.(i)) (List.init (n + 1) Fun.id)
let first = primes_up_to 50
let count = List.length (primes_up_to 1000)
