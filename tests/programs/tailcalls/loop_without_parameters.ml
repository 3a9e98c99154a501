(* A self-recursive function whose specialised copy has no parameters left: its loop binds none.
   Once in code that never runs (the whole file must still load), once in code that runs, with
   the loop's state in a reference, and for a mutually recursive pair. *)
let rec f = function [] -> 0 | t :: q -> f (t :: q)

let r = ref 3

let rec g = function
  | [] -> ()
  | x :: _ as l ->
    if !r > 0 then begin
      Printf.printf "g %d (%d left)\n" x !r;
      decr r;
      g l
    end

let rec ping = function
  | [] -> 0
  | l -> if !r > 0 then (decr r; print_string "ping "; pong l) else 1
and pong = function
  | [] -> 0
  | l -> if !r > 0 then (decr r; print_string "pong "; ping l) else 2

let () =
  print_string "start\n";
  if Array.length Sys.argv > 5 then print_int (f [1]);
  g [7];
  r := 5;
  let w = ping [1; 2] in
  Printf.printf "\nwinner %d\n" w
