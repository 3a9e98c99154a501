let fs = [ 0.0; -0.0; 1.0; -1.5; 3.14159265358979; 1e10; 1e-10; 123456789.0; 1e21; 1e22; 0.1; 1. /. 3.; 2. /. 3.; 100.; 1e15; 1e16; 1e17; 5e-324; infinity; neg_infinity; nan ]
let () =
  List.iter (fun f ->
    Printf.printf "%s | %f | %g | %e | %.3f | %.10g | %F | %h\n" (string_of_float f) f f f f f f f)
    fs;
  Printf.printf "%s | %g | %e | %.10g\n" (string_of_float max_float) max_float max_float max_float
