(* Classic dynamic programming: longest common subsequence with reconstruction, edit
   distance with the operations listed, 0/1 knapsack with the chosen items, coin change
   (number of ways and fewest coins), longest increasing subsequence, and matrix-chain order. *)
let lcs a b =
  let n = String.length a and m = String.length b in
  let t = Array.make_matrix (n + 1) (m + 1) 0 in
  for i = n - 1 downto 0 do
    for j = m - 1 downto 0 do
      t.(i).(j) <- if a.[i] = b.[j] then 1 + t.(i + 1).(j + 1) else max t.(i + 1).(j) t.(i).(j + 1)
    done
  done;
  let buf = Buffer.create 16 in
  let rec walk i j =
    if i < n && j < m then
      if a.[i] = b.[j] then (Buffer.add_char buf a.[i]; walk (i + 1) (j + 1))
      else if t.(i + 1).(j) >= t.(i).(j + 1) then walk (i + 1) j else walk i (j + 1) in
  walk 0 0;
  Buffer.contents buf

let edit_distance a b =
  let n = String.length a and m = String.length b in
  let d = Array.make_matrix (n + 1) (m + 1) 0 in
  for i = 0 to n do d.(i).(0) <- i done;
  for j = 0 to m do d.(0).(j) <- j done;
  for i = 1 to n do
    for j = 1 to m do
      let cost = if a.[i - 1] = b.[j - 1] then 0 else 1 in
      d.(i).(j) <- min (min (d.(i - 1).(j) + 1) (d.(i).(j - 1) + 1)) (d.(i - 1).(j - 1) + cost)
    done
  done;
  let rec ops i j acc =
    if i = 0 && j = 0 then acc
    else if i > 0 && j > 0 && d.(i).(j) = d.(i - 1).(j - 1) && a.[i - 1] = b.[j - 1] then ops (i - 1) (j - 1) acc
    else if i > 0 && j > 0 && d.(i).(j) = d.(i - 1).(j - 1) + 1 then ops (i - 1) (j - 1) (Printf.sprintf "sub %c->%c" a.[i - 1] b.[j - 1] :: acc)
    else if i > 0 && d.(i).(j) = d.(i - 1).(j) + 1 then ops (i - 1) j (Printf.sprintf "del %c" a.[i - 1] :: acc)
    else ops i (j - 1) (Printf.sprintf "ins %c" b.[j - 1] :: acc) in
  (d.(n).(m), ops n m [])

let knapsack items capacity =
  let n = Array.length items in
  let best = Array.make_matrix (n + 1) (capacity + 1) 0 in
  for i = 1 to n do
    let _, w, v = items.(i - 1) in
    for c = 0 to capacity do
      best.(i).(c) <- best.(i - 1).(c);
      if w <= c && best.(i - 1).(c - w) + v > best.(i).(c) then best.(i).(c) <- best.(i - 1).(c - w) + v
    done
  done;
  let rec chosen i c acc = if i = 0 then acc else
      if best.(i).(c) = best.(i - 1).(c) then chosen (i - 1) c acc
      else let name, w, _ = items.(i - 1) in chosen (i - 1) (c - w) (name :: acc) in
  (best.(n).(capacity), chosen n capacity [])

let coin_ways coins amount =
  let ways = Array.make (amount + 1) 0 in
  ways.(0) <- 1;
  List.iter (fun c -> for a = c to amount do ways.(a) <- ways.(a) + ways.(a - c) done) coins;
  ways.(amount)

let fewest_coins coins amount =
  let inf = max_int / 2 in
  let best = Array.make (amount + 1) inf in
  best.(0) <- 0;
  for a = 1 to amount do List.iter (fun c -> if c <= a && best.(a - c) + 1 < best.(a) then best.(a) <- best.(a - c) + 1) coins done;
  if best.(amount) >= inf then None else Some best.(amount)

let lis a =
  let n = Array.length a in
  let len = Array.make n 1 and prev = Array.make n (-1) in
  for i = 1 to n - 1 do
    for j = 0 to i - 1 do if a.(j) < a.(i) && len.(j) + 1 > len.(i) then (len.(i) <- len.(j) + 1; prev.(i) <- j) done
  done;
  let best = ref 0 in
  Array.iteri (fun i l -> if l > len.(!best) then best := i) len;
  let rec build i acc = if i < 0 then acc else build prev.(i) (a.(i) :: acc) in
  build !best []

let matrix_chain dims =
  let n = Array.length dims - 1 in
  let cost = Array.make_matrix n n 0 and split = Array.make_matrix n n 0 in
  for len = 2 to n do
    for i = 0 to n - len do
      let j = i + len - 1 in
      cost.(i).(j) <- max_int;
      for k = i to j - 1 do
        let c = cost.(i).(k) + cost.(k + 1).(j) + dims.(i) * dims.(k + 1) * dims.(j + 1) in
        if c < cost.(i).(j) then (cost.(i).(j) <- c; split.(i).(j) <- k)
      done
    done
  done;
  let rec paren i j = if i = j then Printf.sprintf "M%d" (i + 1) else "(" ^ paren i split.(i).(j) ^ " " ^ paren (split.(i).(j) + 1) j ^ ")" in
  (cost.(0).(n - 1), paren 0 (n - 1))

let () =
  List.iter (fun (a, b) -> Printf.printf "lcs %S %S = %S\n" a b (lcs a b)) [ ("AGGTAB", "GXTXAYB"); ("flambda", "lambda lifting"); ("abc", "xyz") ];
  List.iter (fun (a, b) -> let d, ops = edit_distance a b in Printf.printf "edit %S -> %S: %d [%s]\n" a b d (String.concat ", " ops))
    [ ("kitten", "sitting"); ("sunday", "saturday"); ("", "abc"); ("ocaml", "ocaml") ];
  let items = [| ("map", 9, 150); ("compass", 13, 35); ("water", 153, 200); ("sandwich", 50, 160); ("glucose", 15, 60);
                 ("tin", 68, 45); ("banana", 27, 60); ("apple", 39, 40); ("cheese", 23, 30); ("beer", 52, 10) |] in
  let v, chosen = knapsack items 250 in
  Printf.printf "knapsack value %d: %s\n" v (String.concat ", " chosen);
  Printf.printf "ways to make 100 from 1,5,10,25,50: %d\n" (coin_ways [ 1; 5; 10; 25; 50 ] 100);
  Printf.printf "ways to make 300: %d\n" (coin_ways [ 1; 2; 5; 10; 20; 50; 100; 200 ] 300);
  List.iter (fun (coins, a) -> Printf.printf "fewest coins for %d: %s\n" a (match fewest_coins coins a with Some n -> string_of_int n | None -> "impossible"))
    [ ([ 1; 5; 10; 25 ], 63); ([ 4; 7 ], 5); ([ 4; 7 ], 29); ([ 9; 6; 5; 1 ], 11) ];
  Printf.printf "lis: %s\n" (String.concat " " (List.map string_of_int (lis [| 10; 9; 2; 5; 3; 7; 101; 18; 4; 19; 20 |])));
  let c, p = matrix_chain [| 40; 20; 30; 10; 30 |] in
  Printf.printf "matrix chain: %d multiplications, %s\n" c p;
  let c, p = matrix_chain [| 10; 20; 30; 40; 30; 20; 10 |] in
  Printf.printf "matrix chain: %d multiplications, %s\n" c p
