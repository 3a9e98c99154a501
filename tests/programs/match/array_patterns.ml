let describe = function
  | [||] -> "empty"
  | [| x |] -> Printf.sprintf "one: %d" x
  | [| x; y |] when x = y -> "two equal"
  | [| x; y |] -> Printf.sprintf "two: %d %d" x y
  | [| _; 0; _ |] -> "three with zero in middle"
  | [| a; b; c |] -> Printf.sprintf "three summing to %d" (a + b + c)
  | a -> Printf.sprintf "%d elements, first %d" (Array.length a) a.(0)
let () = List.iter (fun a -> print_endline (describe a)) [ [||]; [| 7 |]; [| 2; 2 |]; [| 2; 3 |]; [| 1; 0; 1 |]; [| 1; 2; 3 |]; [| 9; 8; 7; 6 |] ]
let strs = function [| "a"; _ |] -> "starts with a" | [| _; "b" |] -> "ends with b" | _ -> "other"
let () = List.iter (fun a -> print_endline (strs a)) [ [| "a"; "z" |]; [| "q"; "b" |]; [| "a" |] ]
let floats = function [| 0.0; y |] -> y | [| x; _ |] -> x | _ -> nan
let () = Printf.printf "%g %g %g\n" (floats [| 0.0; 2.5 |]) (floats [| 1.5; 2.5 |]) (floats [||])
