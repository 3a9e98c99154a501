let f = Printf.sprintf "%d %(%s-%d%) %a|%t|%5.2f %-*d| %S" 1 "[%s:%d]" "x" 2 (fun () x -> x ^ "!") "y" (fun () -> "T") 3.14159 4 5 "q"
let () = print_endline f
let () = let g = format_of_string "%{%d %s%}" in print_endline (Printf.sprintf g "%d %s")
let () = let h = "%d" ^^ " and %s" in print_endline (Printf.sprintf h 3 "z")
let () = Format.printf "@[<hov 2>%a@ %s@]@.@{<t>%d@}@." Format.pp_print_int 4 "w" 5
let r = Scanf.sscanf "12 abc 3" "%d %s %r" (fun ib -> Scanf.bscanf ib "%d" (fun x -> x)) (fun a b c -> a + String.length b + c)
let () = print_int r; print_newline ()
let r2 = Scanf.sscanf "1 2 3" "%d %_d %d" (fun a b -> a + b)
let () = print_int r2; print_newline ()
let k = Printf.ksprintf (fun s -> String.length s) "%s%s" "ab" "cd"
let () = print_int k; print_newline ()
let p : (int -> float -> string, unit, string) format = "%d %g"
let () = print_endline (Printf.sprintf p 1 2.5)
let s = Printf.sprintf "@[<%d>%s@]" 3 "box"
let () = print_endline s
let _ = Format.asprintf "@[<v %d>%s@]" 2 "v"
