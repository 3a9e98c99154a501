let rec naturals n () = Seq.Cons (n, naturals (n + 1))
let rec take n s () = if n = 0 then Seq.Nil else match s () with Seq.Nil -> Seq.Nil | Seq.Cons (x, r) -> Seq.Cons (x, take (n - 1) r)
let () =
  let squares = Seq.map (fun i -> i * i) (take 10 (naturals 0)) in
  print_endline (String.concat " " (List.of_seq (Seq.map string_of_int squares)));
  let is_prime n = n > 1 && Seq.fold_left (fun ok d -> ok && n mod d <> 0) true (take (n - 2) (naturals 2)) in
  let primes = take 10 (Seq.filter is_prime (naturals 1)) in
  print_endline (String.concat " " (List.of_seq (Seq.map string_of_int primes)));
  Printf.printf "%d\n" (Seq.fold_left ( + ) 0 (take 100 (naturals 1)));
  let pairs = Seq.flat_map (fun a -> Seq.map (fun b -> (a, b)) (List.to_seq [ 'x'; 'y' ])) (List.to_seq [ 1; 2; 3 ]) in
  Seq.iter (fun (a, b) -> Printf.printf "%d%c " a b) pairs; print_newline ();
  let collatz = Seq.unfold (fun n -> if n = 1 then None else Some (n, if n mod 2 = 0 then n / 2 else 3 * n + 1)) 27 in
  Printf.printf "collatz 27 visits %d values before 1\n" (Seq.fold_left (fun a _ -> a + 1) 0 collatz);
  let s = Seq.append (Seq.return 1) (Seq.cons 2 (Seq.cons 3 Seq.empty)) in
  print_endline (String.concat "," (List.of_seq (Seq.map string_of_int s)));
  let evens = Seq.filter_map (fun x -> if x mod 2 = 0 then Some (x * 10) else None) (take 10 (naturals 0)) in
  print_endline (String.concat "," (List.of_seq (Seq.map string_of_int evens)));
  let effects = ref 0 in
  let lazy_seq = Seq.map (fun x -> incr effects; x) (take 5 (naturals 0)) in
  Printf.printf "effects before traversal %d\n" !effects;
  Seq.iter ignore lazy_seq; Seq.iter ignore lazy_seq;
  Printf.printf "effects after two traversals %d\n" !effects
