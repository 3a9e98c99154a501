let () =
  let count = ref 0 in
  let l = lazy (incr count; if !count = 1 then raise Not_found else !count) in
  (try ignore (Lazy.force l) with Not_found -> print_endline "first force raised Not_found");
  (try Printf.printf "second force gives %d\n" (Lazy.force l) with Not_found -> print_endline "second force raised Not_found again");
  Printf.printf "computations run: %d\n" !count;
  let rec self = lazy (Lazy.force self + 1) in
  (try ignore (Lazy.force self) with Lazy.Undefined -> print_endline "Lazy.Undefined on recursive force")
