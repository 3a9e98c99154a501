let trace name v = lazy (Printf.printf "forcing %s\n" name; v)
let f = function
  | (lazy 0, _) -> "first is zero"
  | (_, lazy 0) -> "second is zero"
  | (lazy a, lazy b) -> Printf.sprintf "%d and %d" a b
let () =
  print_endline (f (trace "a1" 0, trace "b1" 5));
  print_endline (f (trace "a2" 1, trace "b2" 0));
  print_endline (f (trace "a3" 2, trace "b3" 3));
  let l = trace "shared" 10 in
  print_endline (f (l, l));
  print_endline (f (l, l))
let g = function lazy (Some x) -> x | lazy None -> -1
let () = Printf.printf "%d %d\n" (g (lazy (Some 4))) (g (lazy None))
let h = function
  | Some (lazy n) when n > 10 -> "big"
  | Some (lazy n) -> "small " ^ string_of_int n
  | None -> "nothing"
let () = print_endline (h (Some (trace "h" 50))); print_endline (h (Some (lazy 3))); print_endline (h None)
