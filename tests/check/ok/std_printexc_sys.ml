exception My_error of int
let () = Printexc.register_printer (function My_error n -> Some ("My_error " ^ string_of_int n) | _ -> None)
let describe e = Printexc.to_string e
let s = describe (My_error 3) ^ describe Not_found ^ describe (Failure "x")
let guarded f = try f () with e -> prerr_endline (Printexc.to_string e); -1
let bt () = Printexc.get_backtrace ()
let () = Printexc.record_backtrace false
let argv = Sys.argv
let name = Sys.executable_name
let size = Sys.word_size + Sys.int_size + Sys.max_string_length
let os = Sys.os_type
let t = Sys.time ()
let big = Sys.big_endian
let interactive = !Sys.interactive
let exit_later () = exit 0
let at () = at_exit (fun () -> print_endline "bye")
