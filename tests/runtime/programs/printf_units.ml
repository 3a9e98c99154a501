(* Printf's entry points, the order of %a/%t printers' output, partial applications. *)
let show_pair oc (a, b) = Printf.fprintf oc "<%d,%d>" a b
let shout () s = String.uppercase_ascii s
let () =
  Printf.printf "%d %i %u %x %X %o %s %S %c %C %B %%\n" (-3) 4 5 255 255 8 "str" "q\"" 'z' '\n' true;
  Printf.printf "%5d|%-5d|%05d|%+d|% d|%.3d|%*d|%-*d|\n" 42 42 42 42 42 7 6 1 6 2;
  Printf.printf "%f %.2f %e %g %G %F %h %10.3e|%-10.1f|\n" 1.5 3.14159 12345.678 0.0001 1e-10 2. 1.5 (-2.5) 0.25;
  Printf.printf "%ld %nd %Ld %Lx\n" 7l 8n 9L (-1L);
  Printf.printf "pair %a then %t\n" show_pair (1, 2) (fun oc -> output_string oc "theta");
  print_string (Printf.sprintf "%s and %a\n" "sprintf" shout "printer");
  let b = Buffer.create 16 in
  Printf.bprintf b "buffer %d %a" 1 (fun b s -> Buffer.add_string b (String.concat "+" [s; s])) "x";
  print_endline (Buffer.contents b);
  print_endline (Printf.ksprintf (fun s -> "[" ^ s ^ "]") "k%dk" 5);
  Printf.kfprintf (fun oc -> output_string oc " (done)\n") stdout "kfprintf %s" "here";
  Printf.ifprintf stdout "never %d %a\n" 1 (fun _ _ -> print_string "NOT PRINTED") ();
  let p = Printf.sprintf "%d-%d" 1 in
  print_endline (p 2 ^ " " ^ p 3);
  let f = Printf.printf "partial %d %d\n" in
  print_string "before ";
  f 1 2;
  Printf.printf "%s%!" "flushed\n";
  Printf.eprintf "to stderr %d\n" 1;
  print_endline (Printf.sprintf "%.17g %.12g %g" 0.1 (1. /. 3.) 100000000.);
  print_endline (string_of_float 1e21 ^ " " ^ string_of_float (0.1 +. 0.2) ^ " " ^ string_of_float 5.)
