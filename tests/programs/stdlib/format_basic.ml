type point = { x : int; y : int }
let pp_point fmt p = Format.fprintf fmt "(%d, %d)" p.x p.y
let pp_list pp fmt l = Format.pp_print_list ~pp_sep:(fun f () -> Format.pp_print_string f "; ") pp fmt l
let () =
  Format.printf "Hello %s, %d@." "format" 42;
  Format.printf "point %a@." pp_point { x = 1; y = 2 };
  Format.printf "points [%a]@." (pp_list pp_point) [ { x = 1; y = 2 }; { x = 3; y = 4 } ];
  let s = Format.asprintf "%a|%a" pp_point { x = 5; y = 6 } (pp_list Format.pp_print_int) [ 7; 8; 9 ] in
  print_endline s;
  Format.printf "%s %b %c %.3f\n" "plain" false 'z' 2.5;
  Format.printf "%5d|%-5d|%05d@." 42 42 42;
  let str = Format.sprintf "%d-%d" 1 2 in
  print_endline str;
  Format.printf "%a %a@." Format.pp_print_bool true Format.pp_print_float 1.5;
  Format.printf "opt: %a@." (Format.pp_print_option Format.pp_print_int) (Some 3);
  Format.fprintf Format.std_formatter "to std_formatter %d@." 7;
  Format.eprintf "to err_formatter@."
