let () =
  Printf.printf "%f %f %f\n" (sqrt 2.) (exp 1.) (log 10.);
  Printf.printf "%f %f %f\n" (sin 1.) (cos 1.) (atan2 1. 1.);
  Printf.printf "%f %f\n" (floor (-2.5)) (ceil (-2.5));
  Printf.printf "%f %f\n" (Float.round 2.5) (Float.round (-2.6));
  Printf.printf "%f %f\n" (Float.trunc 2.7) (Float.trunc (-2.7));
  Printf.printf "%d %d %d\n" (truncate 3.99) (int_of_float (-3.99)) (int_of_float 1e9);
  Printf.printf "%f %f\n" (float_of_int 7) (float 3);
  Printf.printf "%f\n" (mod_float 7.5 2.);
  Printf.printf "%f\n" (Float.rem (-7.5) 2.);
  Printf.printf "%f %f\n" (fst (modf 3.25)) (snd (modf 3.25));
  let m, e = frexp 48. in Printf.printf "frexp 48 = %f, %d\n" m e;
  Printf.printf "ldexp = %f\n" (ldexp 0.75 6);
  Printf.printf "%f %f\n" (Float.min 1. 2.) (Float.max 1. 2.);
  Printf.printf "%b %b %b\n" (Float.is_integer 3.0) (Float.is_integer 3.5) (Float.is_finite infinity);
  Printf.printf "%s\n" (string_of_float (0.1 +. 0.2));
  Printf.printf "%b\n" (0.1 +. 0.2 = 0.3);
  Printf.printf "%f\n" (Float.abs (-3.));
  Printf.printf "%s %s\n" (string_of_float (float_of_string "1e3")) (string_of_float (float_of_string "  -0.5"));
  Printf.printf "%f %f\n" (Float.of_int 12) (Float.pow 2. 0.5);
  Printf.printf "%d\n" (compare 1.0 2.0);
  Printf.printf "%s\n" (Float.to_string 42.);
  Printf.printf "%f\n" (Float.copy_sign 3. (-0.))
