let () =
  let rec go x n = if n > 0 then begin print_endline (string_of_float x); go (x *. 7.3) (n - 1) end in
  go 0.001 30;
  let rec go2 x n = if n > 0 then begin print_endline (string_of_float x); go2 (x /. 3.1) (n - 1) end in
  go2 1000. 20;
  List.iter (fun x -> print_endline (string_of_float x)) [ 1e-5; 1e-4; 123e15; 1e16; 12345678901234567890.; 0.30000000000000004; float_of_int max_int; -1e-320 ]
