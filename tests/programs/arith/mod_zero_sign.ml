(* A remainder that is zero is the integer 0, whatever the signs of the operands: converted to a
   float it is 0., never -0. (js_of_ocaml, whose ints are JavaScript numbers, gives -0. here; the
   fuzzer found the difference, and flambe follows OCaml). *)
let k = if Array.length Sys.argv > 5 then 2 else 1
let show x = print_endline (string_of_int x ^ " " ^ string_of_float (float_of_int x) ^ " " ^ string_of_float (1. /. float_of_int x))
let () =
  show ((-1) mod k);
  show ((-6) mod (3 * k));
  show ((-4) mod (-2 * k));
  show (4 mod (-2 * k));
  show (0 * (-k))
