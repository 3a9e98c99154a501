let () =
  let a = [| 1.5; 2.25; -3.0; 4.125 |] in
  Array.iter (fun x -> Printf.printf "%g " x) a; print_newline ();
  a.(2) <- 10.;
  Printf.printf "%f\n" (Array.fold_left ( +. ) 0. a);
  let b = Array.make 5 0.5 in
  b.(4) <- b.(3) *. 3.;
  Array.iteri (fun i x -> Printf.printf "%d:%.2f " i x) b; print_newline ();
  let c = Array.map sqrt [| 1.; 4.; 9.; 2. |] in
  Printf.printf "%s\n" (String.concat ", " (Array.to_list (Array.map string_of_float c)));
  let m = Array.make_matrix 3 3 0. in
  for i = 0 to 2 do for j = 0 to 2 do m.(i).(j) <- float_of_int (i * 3 + j) /. 4. done done;
  Array.iter (fun r -> Array.iter (Printf.printf "%6.2f") r; print_newline ()) m;
  let sorted = Array.copy [| 3.3; -1.1; 2.2; 0. |] in
  Array.sort compare sorted;
  Array.iter (Printf.printf "%g ") sorted; print_newline ();
  let f = Float.Array.make 3 1.0 in
  Float.Array.set f 1 2.5;
  Printf.printf "%f %d\n" (Float.Array.get f 1) (Float.Array.length f);
  let mixed = [| (1, 2.0); (3, 4.0) |] in
  Printf.printf "%g\n" (snd mixed.(1))
