let () =
  Printf.printf "%d %d %d %d %d\n" (7 + 3) (7 - 3) (7 * 3) (7 / 3) (7 mod 3);
  Printf.printf "%d %d\n" (-7 / 2) (-7 mod 2);
  Printf.printf "%d %d %d\n" (5 land 3) (5 lor 3) (5 lxor 3);
  Printf.printf "%d %d %d\n" (1 lsl 4) (256 lsr 2) (-256 asr 2);
  Printf.printf "%d\n" (lnot 0);
  Printf.printf "%g %g %g %g\n" (1.5 +. 2.) (1.5 -. 2.) (1.5 *. 2.) (1.5 /. 2.);
  Printf.printf "%g\n" (2. ** 10.);
  Printf.printf "%d\n" (2 + 3 * 4 - 10 / 5);
  Printf.printf "%s\n" ("con" ^ "cat" ^ "enation");
  Printf.printf "%d\n" (~- 5 + ~+ 3);
  Printf.printf "%g\n" (~-. 2.5);
  Printf.printf "%d\n" (succ 41 + pred 1);
  Printf.printf "%d %d\n" (abs (-9)) (abs 9)
