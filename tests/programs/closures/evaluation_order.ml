(* ocamlc evaluates function arguments and tuple components right to left *)
let trace s v = print_endline s; v
let f a b c = a + b + c
let () =
  Printf.printf "%d\n" (f (trace "a" 1) (trace "b" 2) (trace "c" 3));
  let t = (trace "x" 1, trace "y" 2) in
  ignore t;
  let l = [ trace "first" 1; trace "second" 2 ] in
  ignore l;
  let r = trace "left" 10 + trace "right" 20 in
  Printf.printf "%d\n" r;
  let x = trace "let 1" 1 in let y = trace "let 2" 2 in Printf.printf "%d\n" (x + y);
  (trace "callee" f) (trace "arg1" 1) (trace "arg2" 2) (trace "arg3" 3) |> Printf.printf "%d\n"
