let () =
  Printf.printf "%nd %nd\n" Nativeint.max_int Nativeint.min_int;
  Printf.printf "%d\n" Nativeint.size;
  Printf.printf "%nd\n" (Nativeint.add Nativeint.max_int 1n);
  Printf.printf "%nx\n" (Nativeint.of_int (-1));
  Printf.printf "%s\n" (Nativeint.to_string (Nativeint.mul 65536n 65536n));
  Printf.printf "%nd\n" (Nativeint.div (-9n) 4n);
  Printf.printf "%d\n" (Nativeint.to_int 12345n)
