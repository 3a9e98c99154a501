type t = A of int | B of int * int | C
let make_all = [ (fun x -> A x); (fun x -> B (x, x)); (fun _ -> C) ]
let show = function A n -> Printf.sprintf "A %d" n | B (x, y) -> Printf.sprintf "B (%d, %d)" x y | C -> "C"
let () =
  List.iter (fun f -> print_endline (show (f 7))) make_all;
  let wrap = List.map (fun n -> A n) [ 1; 2; 3 ] in
  print_endline (String.concat "; " (List.map show wrap));
  let opts = List.map Option.some [ "x"; "y" ] in
  Printf.printf "%d\n" (List.length (List.filter Option.is_some opts));
  ()
