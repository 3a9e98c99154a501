let () =
  let xs = [ 0.7; 1.3; -2.75; 1234.5678; 0.000123; 1e10; 2.5e-7; 99.995 ] in
  List.iter (fun x ->
    Printf.printf "[%f] [%.0f] [%.2f] [%10.3f] [%-10.1f|] [%+.2f] [%e] [%.2e] [%E] [%g] [%.3g] [%G]\n"
      x x x x x x x x x x x x) xs;
  Printf.printf "[%08.3f] [%+08.2f]\n" 3.14159 (-2.5);
  Printf.printf "[%F] [%F] [%F]\n" 1.0 0.1 1e30;
  Printf.printf "[%.0f] [%.0f] [%.0f] [%.0f]\n" 0.4 1.6 2.51 3.49;
  Printf.printf "[%a]\n" (fun oc f -> Printf.fprintf oc "<%.1f>" f) 2.26
