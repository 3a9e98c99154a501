(* Format substitutions: %{fmt%} prints a format argument of fmt's type, %(fmt%) takes a format
   of fmt's type then its arguments. *)
let () = Printf.printf "%{%d %s%}|\n" "%i%s"
let f () = format_of_string "%d-%d"
let () = Printf.printf "%(%d-%d%)\n" (f ()) 1 2
let () = Printf.printf "[%(%s=%a%)]\n" "%s:%a" "k" (fun oc x -> output_string oc (string_of_int x)) 5
let () = print_endline (Printf.sprintf "<%(%d%)|%{%f%}>" "x%d" 3 "%.1f")
let () = Format.printf "@[%(%d %s%)@]@." "<%d/%s>" 1 "a"
let g : (int -> string, unit, string) format = "n=%d"
let () = print_endline (Printf.sprintf "%(%d%) and %{%d%}" g 4 g)
let () = Printf.printf "%(%)|%{%}|\n" "plain" "x"
let () = print_endline (string_of_format "%{%d%}%(%s%)")
