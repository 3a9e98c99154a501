(* Seed 003, section 21.4, in an inlined body: small functions pass the closures they are given
   on to recursive higher-order functions. Once such a function is inlined where the closure is
   known, the call inside it can go to a copy of the recursive function specialised to that
   closure. The effects of the closures must happen in the same order, the same number of
   times, whichever copy runs. *)
let trace = Buffer.create 64
let note s = Buffer.add_string trace s; Buffer.add_char trace ' '

let total = ref 0
let record x = total := (!total * 31 + x) land 0xFFFF; note (string_of_int x)

let run xs = List.iter record (List.rev xs)
let run_with f xs = note "run"; List.iter f xs; note "done"

let rec count_down f n = if n > 0 then (f n; count_down f (n - 1))
let each f n = count_down f n

let sum_with f l = List.fold_left (fun acc x -> acc + f x) 0 l

let () =
  run [1; 2; 3];
  run_with record [4; 5];
  run_with (fun x -> note ("x" ^ string_of_int x)) [6; 7];
  each (fun i -> note ("i" ^ string_of_int i)) 3;
  let k = 10 in
  each (fun i -> total := !total + i * k) 4;
  print_endline (Buffer.contents trace);
  Printf.printf "total %d\n" !total;
  Printf.printf "sum %d\n" (sum_with (fun x -> x * x) [1; 2; 3; 4]);
  let r = ref [] in
  (try List.iter (fun x -> if x = 3 then raise Exit; r := x :: !r) [1; 2; 3; 4] with Exit -> ());
  Printf.printf "before exit: %s\n" (String.concat "," (List.map string_of_int !r))
