let mean l = List.fold_left ( +. ) 0. l /. float_of_int (List.length l)
let stddev l = let m = mean l in sqrt (mean (List.map (fun x -> (x -. m) ** 2.) l))
let () =
  let data = [ 2.; 4.; 4.; 4.; 5.; 5.; 7.; 9. ] in
  Printf.printf "mean %f stddev %f\n" (mean data) (stddev data);
  let rec newton x n = if n = 0 then x else newton (x -. (x *. x -. 2.) /. (2. *. x)) (n - 1) in
  Printf.printf "sqrt2 ~ %.15f\n" (newton 1. 6);
  let sum = ref 0. in
  for i = 1 to 1000 do sum := !sum +. 1. /. float_of_int (i * i) done;
  Printf.printf "basel %.12f pi^2/6 %.12f\n" !sum (Float.pi *. Float.pi /. 6.);
  Printf.printf "%.17g\n" (0.1 *. 3.);
  Printf.printf "%h\n" 0.1;
  Printf.printf "%s %s\n" (string_of_float (1. /. 0.)) (string_of_float (-. (0. /. 0.)));
  Printf.printf "%b\n" (classify_float 1e-310 = FP_subnormal);
  Printf.printf "%d\n" (int_of_float (Float.of_string "0x1p4"));
  Printf.printf "%f %g\n" epsilon_float max_float;
  Printf.printf "%e\n" min_float
