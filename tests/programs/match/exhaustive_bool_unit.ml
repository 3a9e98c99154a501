let f = function (true, true) -> 3 | (true, false) -> 2 | (false, true) -> 1 | (false, false) -> 0
let g () = match () with () -> "unit"
let h b = match b with true -> "yes" | false -> "no"
let () =
  List.iter (fun p -> Printf.printf "%d " (f p)) [ (true, true); (true, false); (false, true); (false, false) ];
  print_newline (); print_endline (g ()); print_endline (h true ^ h false);
  let tri = function x when x < 0 -> -1 | 0 -> 0 | _ -> 1 in
  Printf.printf "%d %d %d\n" (tri (-9)) (tri 0) (tri 9);
  let c = function 'y' | 'Y' -> true | _ -> false in
  Printf.printf "%b %b %b\n" (c 'y') (c 'Y') (c 'n')
