exception E of int
let f x = if x > 2 then raise (E x) else x + 1
let g x = f (x * 2) + 1
let k n = if n = 0 then raise Not_found else n
let () = Printexc.record_backtrace true
let () = try ignore (g 5) with E n -> Printf.printf "E %d\n" n; print_string (Printexc.get_backtrace ())
let () = try ignore (k 0 + 1) with Not_found -> print_string (Printexc.get_backtrace ())
let () = try (try ignore (g 4 + 1) with e -> raise e) with _ -> print_string (Printexc.get_backtrace ())
let () = try (try ignore (g 3 + 1) with E n -> raise (E (n + 1))) with _ -> print_string (Printexc.get_backtrace ())
let () = try (try ignore (g 6 + 1) with Not_found -> ()) with _ -> print_string (Printexc.get_backtrace ())
let () = print_string (Printexc.raw_backtrace_to_string (Printexc.get_callstack 0))
let () = ignore (g 7 + 1)
