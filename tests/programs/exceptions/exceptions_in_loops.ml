exception Break of int
let find_first p a = try Array.iteri (fun i x -> if p x then raise (Break i)) a; None with Break i -> Some i
let () =
  let a = [| 3; 8; 1; 9; 4 |] in
  Printf.printf "%s\n" (match find_first (fun x -> x > 5) a with Some i -> string_of_int i | None -> "none");
  Printf.printf "%s\n" (match find_first (fun x -> x > 50) a with Some i -> string_of_int i | None -> "none");
  let count = ref 0 in
  (try while true do incr count; if !count = 1000 then raise Exit done with Exit -> ());
  Printf.printf "count %d\n" !count;
  let total = ref 0 in
  for i = 1 to 10 do
    try if i mod 3 = 0 then raise Not_found; total := !total + i with Not_found -> total := !total - 100
  done;
  Printf.printf "total %d\n" !total;
  let rec deep n = if n = 0 then raise (Break 0) else 1 + deep (n - 1) in
  (try ignore (deep 1000) with Break k -> Printf.printf "unwound from depth, payload %d\n" k)
