(* Flags, widths, precisions and * in Printf formats. *)
let a = Printf.sprintf "[%5d] [%-5d] [%05d] [%+d] [% d]" 42 42 42 42 42
let b = Printf.sprintf "[%#x] [%#o] [%#X]" 255 8 255
let c = Printf.sprintf "[%.3f] [%10.2f] [%-10.1e] [%+.0f]" 3.14159 2.5 1234.5 9.5
let d = Printf.sprintf "[%*d] [%-*d] [%.*f] [%*.*f]" 6 1 6 2 2 1.2345 8 3 2.5
let e = Printf.sprintf "[%10s] [%-10s] [%.2s]" "right" "left" "truncated"
let f = Printf.sprintf "[%#.3g] [%08.3f] [%x]" 1.0 (-3.14) (-1)
let g = Printf.sprintf "[%3c] [%-3c]" 'a' 'b'
let pad width s = Printf.sprintf "%*s|" width s
let fmt_float prec x = Printf.sprintf "%.*f" prec x
