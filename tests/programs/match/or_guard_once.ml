let calls = ref 0
let guard x = incr calls; Printf.printf "  guard called with %d\n" x; x > 5
let f v = match v with
  | (x, _) | (_, x) when guard x -> Printf.sprintf "matched %d" x
  | _ -> "fallthrough"
let () =
  List.iter (fun (a, b) -> Printf.printf "(%d,%d):\n" a b; print_endline (f (a, b))) [ (7, 0); (1, 9); (1, 2) ];
  Printf.printf "guard calls: %d\n" !calls
