(* Toplevel expressions separated by ;; and unit bindings. *)
print_string "start";;
let x = 1;;
Printf.printf "%d\n" x;;
let () = print_newline ()
let _ = x + 1
;;
if x > 0 then print_endline "positive"
;;
let y = x * 2
