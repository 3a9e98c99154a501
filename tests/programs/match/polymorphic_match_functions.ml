let rec assoc_all k = function
  | [] -> []
  | (k', v) :: r when k = k' -> v :: assoc_all k r
  | _ :: r -> assoc_all k r
let rec take_while p = function x :: r when p x -> x :: take_while p r | _ -> []
let rec drop_while p = function x :: r when p x -> drop_while p r | l -> l
let rec span p l = (take_while p l, drop_while p l)
let rec group = function
  | [] -> []
  | x :: _ as l -> let g, rest = span (( = ) x) l in g :: group rest
let () =
  print_endline (String.concat "," (assoc_all "a" [ ("a", "1"); ("b", "2"); ("a", "3") ]));
  print_endline (String.concat "," (List.map string_of_int (take_while (fun x -> x < 4) [ 1; 2; 3; 4; 1 ])));
  print_endline (String.concat "," (List.map string_of_int (drop_while (fun x -> x < 4) [ 1; 2; 3; 4; 1 ])));
  print_endline (String.concat " " (List.map (fun g -> Printf.sprintf "%c*%d" (List.hd g) (List.length g)) (group (List.init 12 (fun i -> "aaabccddddee".[i])))))
