let trace name v = lazy (Printf.printf "force %s\n" name; v)
let () =
  let a = trace "a" 1 and b = trace "b" 2 and c = trace "c" 3 in
  let sum = lazy (Lazy.force c + Lazy.force a) in
  print_endline "defined";
  Printf.printf "sum %d\n" (Lazy.force sum);
  Printf.printf "b %d\n" (Lazy.force b);
  Printf.printf "sum again %d\n" (Lazy.force sum);
  let cond = true in
  let expensive = trace "expensive" 100 in
  Printf.printf "%d\n" (if cond then 0 else Lazy.force expensive)
