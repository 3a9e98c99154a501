(* Welcome to the flambe playground. Edit this program: it is compiled and
   run as you type. The panes on the right show the JavaScript, the IR at
   each stage of the optimiser and the inliner's decisions at each call
   site (click one to find it here). *)

let square x = x * x

let sum_of_squares n =
  let total = ref 0 in
  for i = 1 to n do
    total := !total + square i
  done;
  !total

let () =
  Printf.printf "sum of the first 10 squares: %d\n" (sum_of_squares 10);
  List.iter (fun w -> print_endline (String.uppercase_ascii w)) [ "flambda"; "in"; "the"; "browser" ]
