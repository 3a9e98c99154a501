let add x y = x + y
let add5 = add 5
let rec even n = if n = 0 then true else odd (n - 1)
and odd n = if n = 0 then false else even (n - 1)
let make k = let c = ref k in fun () -> incr c; !c
let () =
  let next = make 10 in
  ignore (next ());
  print_endline (string_of_int (add5 3 + next ()));
  print_endline (if even 10 && odd 7 then "yes" else "no");
  let compose f g x = f (g x) in
  print_endline (string_of_int (compose add5 (add 1) 0))
