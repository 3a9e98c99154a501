let () =
  let r = ref 10 in
  r := !r + 5;
  incr r; decr r; decr r;
  Printf.printf "%d\n" !r;
  let s = ref "hello" in
  s := !s ^ " world";
  print_endline !s;
  let l = ref [] in
  List.iter (fun x -> l := x :: !l) [ 1; 2; 3 ];
  Printf.printf "%s\n" (String.concat "," (List.map string_of_int !l));
  let a = ref 1 and b = ref 2 in
  let swap x y = let t = !x in x := !y; y := t in
  swap a b;
  Printf.printf "%d %d\n" !a !b;
  let r2 = r in
  r2 := 0;
  Printf.printf "%d %b %b\n" !r (r == r2) (ref 1 = ref 1)
