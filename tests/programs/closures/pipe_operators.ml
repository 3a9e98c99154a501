(* x |> f a and f a @@ x are full applications of f, as OCaml makes them:
   the arguments are evaluated as those of one call. *)
let trace s v = print_string s; v

let add3 a b c = a + b + c

let () =
  let r = trace "x " 1 |> (trace "f " add3) (trace "a " 10) (trace "b " 100) in
  Printf.printf "= %d\n" r;
  let r = (trace "f " add3) (trace "a " 10) (trace "b " 100) @@ trace "x " 1 in
  Printf.printf "= %d\n" r

let () =
  [1; 2; 3; 4; 5]
  |> List.map (fun v -> v * 3)
  |> List.filter (fun v -> v mod 2 = 1)
  |> List.fold_left ( + ) 0
  |> Printf.printf "%d\n"

(* A partial application on the left stays one: g's first argument is
   applied once, and the closure is then called on each element. *)
let count = ref 0
let g a = incr count; fun b -> a + b
let () =
  let h = 5 |> g in
  print_int (h 1 + h 2); print_newline ();
  print_int !count; print_newline ();
  print_int ([10; 20] |> List.map (g 1) |> List.fold_left ( + ) 0); print_newline ();
  print_int !count; print_newline ()

(* The function operand of a pipe that is not a call: the argument is
   evaluated first, then the function, as for any call. *)
let () =
  print_int (trace "x " 1 |> trace "f " succ); print_newline ();
  print_int (trace "f " succ @@ trace "x " 1); print_newline ()

(* Labels, optional arguments and primitives on either side of a pipe. *)
let f ?(o = 10) a b = o + a * b
let g a ?(o = 100) b = o + a - b
let h ~a ~b c = a * 100 + b * 10 + c
let () =
  print_int (5 |> f 1); print_newline ();
  print_int (5 |> g 1); print_newline ();
  print_int (5 |> h ~a:1 ~b:2); print_newline ();
  print_int (5 |> h ~b:2 ~a:1); print_newline ();
  print_int (h ~a:1 ~b:2 @@ 7); print_newline ();
  print_int (3 |> ( + ) 1); print_newline ();
  print_int (3 |> ( - ) 10); print_newline ();
  List.iter print_int ([3; 1; 2] |> List.sort compare); print_newline ();
  [1; 2] |> ListLabels.iter ~f:print_int; print_newline ();
  print_string ("x" |> ( ^ ) "a" |> String.uppercase_ascii); print_newline ()
