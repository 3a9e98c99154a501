let () =
  Printf.printf "%g %g %g\n" Float.pi Float.infinity Float.epsilon;
  Printf.printf "%b %b\n" (Float.is_nan Float.nan) (Float.equal Float.nan Float.nan);
  Printf.printf "%d %d\n" (Float.compare 1. 2.) (Float.compare Float.nan 1.);
  Printf.printf "%g %g\n" (Float.of_string "2.5e3") (Float.succ 1. -. 1.);
  Printf.printf "%g %g %g\n" (Float.fma 2. 3. 4.) (Float.hypot 3. 4.) (Float.cbrt 27.);
  Printf.printf "%g %g\n" (Float.log2 1024.) (Float.exp2 10.);
  Printf.printf "%s %s\n" (Float.to_string 1e100) (Float.to_string (-0.));
  Printf.printf "%g %g\n" (Float.min_num 1. Float.nan) (Float.max_num Float.nan 2.);
  Printf.printf "%b %b\n" (Float.sign_bit (-0.)) (Float.sign_bit 0.);
  Printf.printf "%d\n" (Float.to_int 1e9);
  let a = [| 3.; 1.; 2. |] in
  Array.sort Float.compare a;
  Printf.printf "%g %g %g\n" a.(0) a.(1) a.(2)
