let show a b =
  Printf.printf "%d / %d = %d, %d mod %d = %d\n" a b (a / b) a b (a mod b)
let () =
  List.iter (fun (a, b) -> show a b)
    [ (7, 2); (-7, 2); (7, -2); (-7, -2); (0, 5); (1, 3); (-1, 3); (100, 7); (min_int, 2); (max_int, -3) ];
  (try show 1 0 with Division_by_zero -> print_endline "1 / 0 raised Division_by_zero");
  (try ignore (5 mod 0) with Division_by_zero -> print_endline "5 mod 0 raised Division_by_zero");
  let zero = int_of_string "0" in
  (try Printf.printf "%d\n" (10 / zero) with e -> print_endline (Printexc.to_string e));
  Printf.printf "1.0 /. 0.0 = %f, -1.0 /. 0.0 = %f\n" (1.0 /. 0.0) (-1.0 /. 0.0);
  Printf.printf "0.0 /. 0.0 is nan: %b\n" (Float.is_nan (0.0 /. 0.0));
  Printf.printf "Int.rem -7 2 = %d, Int.div -7 2 = %d\n" (Int.rem (-7) 2) (Int.div (-7) 2)
