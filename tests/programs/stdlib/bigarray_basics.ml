open Bigarray
let () =
  let a = Array1.create float64 c_layout 5 in
  Array1.fill a 1.5;
  for i = 0 to 4 do a.{i} <- float_of_int i *. 0.5 done;
  Printf.printf "dim %d, a.{3} = %g, size %d\n" (Array1.dim a) a.{3} (Array1.size_in_bytes a);
  let b = Array1.of_array int c_layout [| 3; 1; 4; 1; 5; 9; 2; 6 |] in
  let s = ref 0 in
  for i = 0 to Array1.dim b - 1 do s := !s + b.{i} done;
  Printf.printf "sum %d\n" !s;
  let f = Array1.init int32 fortran_layout 4 (fun i -> Int32.of_int (i * i)) in
  Printf.printf "fortran %ld %ld\n" f.{1} f.{4};
  (try ignore f.{0} with Invalid_argument m -> print_endline m);
  let sub = Array1.sub b 2 3 in
  sub.{0} <- 100;
  Printf.printf "shared %d\n" b.{2};
  let m = Array2.init float32 c_layout 2 3 (fun i j -> float_of_int (i * 10 + j) +. 0.1) in
  Printf.printf "m %g %g dims %d %d\n" (Array2.get m 1 2) m.{0,1} (Array2.dim1 m) (Array2.dim2 m);
  let row = Array2.slice_left m 1 in
  Printf.printf "row %g %g %g\n" row.{0} row.{1} row.{2};
  let g = genarray_of_array2 m in
  Printf.printf "g dims %s\n" (String.concat "x" (Array.to_list (Array.map string_of_int (Genarray.dims g))));
  let r = reshape_1 g 6 in
  Printf.printf "r.{5} = %g\n" (Array1.get r 5);
  let c = Array1.create complex64 c_layout 2 in
  c.{0} <- { Complex.re = 1.; im = 2. };
  c.{1} <- Complex.one;
  Printf.printf "complex %g %g\n" c.{0}.Complex.re c.{0}.Complex.im;
  let bytes = Array1.create char c_layout 3 in
  Array1.fill bytes 'x';
  bytes.{1} <- 'y';
  Printf.printf "chars %c%c%c\n" bytes.{0} bytes.{1} bytes.{2};
  let i8 = Array1.of_array int8_signed c_layout [| 127; 128; -129; 255 |] in
  Printf.printf "int8 %d %d %d %d\n" i8.{0} i8.{1} i8.{2} i8.{3};
  let u16 = Array1.of_array int16_unsigned c_layout [| -1; 65536; 70000 |] in
  Printf.printf "uint16 %d %d %d\n" u16.{0} u16.{1} u16.{2};
  let i64 = Array1.of_array int64 c_layout [| 1L; Int64.max_int |] in
  Printf.printf "int64 %Ld %Ld\n" i64.{0} i64.{1};
  let x = Array1.of_array int c_layout [| 1; 2; 3 |] and y = Array1.of_array int c_layout [| 1; 2; 4 |] in
  Printf.printf "compare %d %d %b\n" (compare x y) (compare y x) (x = Array1.of_array int c_layout [| 1; 2; 3 |]);
  Printf.printf "kinds %d %d %d\n" (kind_size_in_bytes float32) (kind_size_in_bytes complex64) (kind_size_in_bytes int);
  (try ignore (Array2.of_array int c_layout [| [| 1 |]; [| 1; 2 |] |]) with Invalid_argument m -> print_endline m);
  (try ignore (Genarray.create int c_layout [| -1 |]) with Invalid_argument m -> print_endline m);
  (try ignore (reshape g [| 4 |]) with Invalid_argument m -> print_endline m);
  (try ignore (array1_of_genarray g) with Invalid_argument m -> print_endline m);
  let z = Array0.of_value float64 c_layout 3.25 in
  Printf.printf "array0 %g\n" (Array0.get z);
  let gi = Genarray.init int fortran_layout [| 2; 3 |] (fun idx -> idx.(0) * 10 + idx.(1)) in
  Printf.printf "genarray fortran %d %d\n" (Genarray.get gi [| 2; 3 |]) (Genarray.get gi [| 1; 2 |]);
  let gc = Genarray.change_layout gi c_layout in
  Printf.printf "changed %d dims %d %d\n" (Genarray.get gc [| 2; 1 |]) (Genarray.nth_dim gc 0) (Genarray.nth_dim gc 1);
  Printf.printf "hash %d %d\n" (Hashtbl.hash x) (Hashtbl.hash (Array1.of_array float64 c_layout [| 1.5; 2. |]))
