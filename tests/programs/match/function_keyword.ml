let rec length = function [] -> 0 | _ :: t -> 1 + length t
let is_empty = function [] -> true | _ -> false
let apply_all fs x = List.map (fun f -> f x) fs
let () =
  Printf.printf "%d %b %b\n" (length [ 1; 2; 3 ]) (is_empty []) (is_empty [ 1 ]);
  let results = apply_all [ (function 0 -> "zero" | _ -> "nonzero"); (function n when n > 0 -> "pos" | _ -> "nonpos") ] 0 in
  print_endline (String.concat "," results);
  let f = fun x -> function y -> match x, y with 0, _ -> y | _, 0 -> x | _ -> x * y in
  Printf.printf "%d %d %d\n" (f 0 5) (f 5 0) (f 3 4);
