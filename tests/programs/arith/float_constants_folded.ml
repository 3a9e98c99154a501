(* The library's float constants and sqrt of constants, which Simplify computes at compile time
   (float_of_bits and sqrt of a constant), must print, compare and keep their bits as at run time;
   NaNs (whose bits are the engine's, kept or not as it stores them) are left to run time. *)
let show_bits name x = Printf.printf "%s %Ld %h\n" name (Int64.bits_of_float x) x

let () =
  show_bits "infinity" infinity;
  show_bits "neg_infinity" neg_infinity;
  show_bits "max_float" max_float;
  show_bits "min_float" min_float;
  show_bits "epsilon_float" epsilon_float;
  show_bits "sqrt 2" (sqrt 2.);
  show_bits "sqrt -0" (sqrt (-0.));
  show_bits "sqrt inf" (sqrt infinity);
  show_bits "sqrt min_float" (sqrt min_float);
  show_bits "of_bits 1" (Int64.float_of_bits 1L);
  Printf.printf "%b %b %b %b\n" (infinity > max_float) (nan = nan) (nan <> nan) (compare nan nan = 0);
  Printf.printf "%b %b\n" (1. +. epsilon_float > 1.) (1. +. (epsilon_float /. 2.) > 1.);
  Printf.printf "%b %b\n" (Float.is_nan (sqrt (-1.))) (sqrt (-1.) <> sqrt (-1.));
  (* constants built from them, and physical equality of what was lifted *)
  let pair () = (infinity, None) in
  let (a, _) = pair () and (b, _) = pair () in
  Printf.printf "%g %g %b\n" a b (a = b);
  let hyp x y = sqrt ((x *. x) +. (y *. y)) in
  Printf.printf "%.17g %.17g\n" (hyp 3. 4.) (hyp 1. 1.);
  Printf.printf "%s %s\n" (string_of_float infinity) (string_of_float (-. max_float))
