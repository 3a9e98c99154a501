(* Every Printf conversion. *)
let s = Printf.sprintf "%d %i %u %x %X %o" 42 (-3) 7 255 255 8
let s2 = Printf.sprintf "%s %S %c %C" "str" "quoted" 'c' 'q'
let s3 = Printf.sprintf "%f %F %e %E %g %G %h %H" 1.5 2.5 1e10 1e-5 0.1 1e20 1.0 255.5
let s4 = Printf.sprintf "%B %b" true false
let s5 = Printf.sprintf "%ld %Ld %nd %lx %LX %no" 1l 2L 3n 255l 255L 8n
let s6 = Printf.sprintf "%a and %t" (fun () x -> string_of_int x) 5 (fun () -> "t")
let s7 = Printf.sprintf "100%% %!done%,"
let s8 = Printf.sprintf "%s@%s" "user" "host"
let s9 = Printf.sprintf "%lu %Lu %nu %li %Li %ni" 1l 2L 3n 4l 5L 6n
let () = Printf.printf "%d\n" 1; Printf.eprintf "%s\n" "err"
