let () =
  Printf.printf "fib 40 = %d after %d computations\n" (Fib.fib 40) (Fib.computed ());
  Printf.printf "fib 45 = %d after %d computations\n" (Fib.fib 45) (Fib.computed ());
  Printf.printf "paths 10 10 = %d after %d computations\n" (Paths.paths 10 10) (Paths.computed ());
  Printf.printf "paths 14 14 = %d after %d computations\n" (Paths.paths 14 14) (Paths.computed ());
  Printf.printf "fib table unaffected: %d\n" (Fib.computed ())
