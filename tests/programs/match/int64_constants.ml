let f = function
  | 0L -> "zero"
  | 1L -> "one"
  | 9223372036854775807L -> "max"
  | -9223372036854775808L -> "min"
  | 4294967296L -> "2^32"
  | _ -> "other"
let g = function 0l -> "zero32" | 2147483647l -> "max32" | -1l -> "minus one" | _ -> "other32"
let h = function 0n -> "zero native" | _ -> "other native"
let () =
  List.iter (fun x -> Printf.printf "%Ld: %s\n" x (f x)) [ 0L; 1L; Int64.max_int; Int64.min_int; Int64.shift_left 1L 32; 4294967297L; 0x1_0000_0000L ];
  List.iter (fun x -> Printf.printf "%ld: %s\n" x (g x)) [ 0l; Int32.max_int; -1l; 5l ];
  print_endline (h 0n); print_endline (h 3n)
