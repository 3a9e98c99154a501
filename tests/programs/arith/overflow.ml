let () =
  Printf.printf "max_int = %d, min_int = %d\n" max_int min_int;
  Printf.printf "max_int + 1 = %d\n" (max_int + 1);
  Printf.printf "min_int - 1 = %d\n" (min_int - 1);
  Printf.printf "max_int * 2 = %d\n" (max_int * 2);
  Printf.printf "65536 * 65536 = %d\n" (65536 * 65536);
  Printf.printf "123456789 * 987654321 = %d\n" (123456789 * 987654321);
  Printf.printf "-min_int = %d\n" (- min_int);
  Printf.printf "abs min_int = %d\n" (abs min_int);
  Printf.printf "min_int / -1 = %d\n" (min_int / (-1));
  Printf.printf "min_int mod -1 = %d\n" (min_int mod (-1));
  Printf.printf "Sys.int_size = %d\n" Sys.int_size;
  let rec loop i acc = if i = 0 then acc else loop (i - 1) (acc * 31 + i) in
  Printf.printf "hash-like loop = %d\n" (loop 1000 7)
