(* The element kinds of bigarrays: what each stores of the values written to it, comparison and
   hashing of whole bigarrays, and a float kernel (a matrix product) over Array2. *)
open Bigarray

let () =
  let f32 = Array1.of_array float32 c_layout [| 0.1; 1e40; -0.; nan; 16777217. |] in
  Printf.printf "float32: %.17g %g %g %g %.1f\n" f32.{0} f32.{1} f32.{2} f32.{3} f32.{4};
  let c32 = Array1.create complex32 c_layout 1 in
  c32.{0} <- { Complex.re = 0.1; im = -2.5 };
  Printf.printf "complex32: %.17g %g\n" c32.{0}.Complex.re c32.{0}.Complex.im;
  let i16 = Array1.of_array int16_signed c_layout [| 32767; 32768; -32769; 65535 |] in
  Printf.printf "int16: %d %d %d %d\n" i16.{0} i16.{1} i16.{2} i16.{3};
  let u8 = Array1.of_array int8_unsigned c_layout [| -1; 256; 300; 7 |] in
  Printf.printf "uint8: %d %d %d %d\n" u8.{0} u8.{1} u8.{2} u8.{3};
  let i32 = Array1.of_array int32 c_layout [| Int32.max_int; Int32.min_int |] in
  i32.{0} <- Int32.add i32.{0} 1l;
  Printf.printf "int32: %ld %ld\n" i32.{0} i32.{1};
  let ni = Array1.of_array nativeint fortran_layout [| 5n; -5n |] in
  Printf.printf "nativeint: %nd %nd\n" ni.{1} ni.{2};
  let i64 = Array1.of_array int64 c_layout [| Int64.min_int; 0L; 42L |] in
  Array1.fill (Array1.sub i64 1 1) (-1L);
  Printf.printf "int64: %Ld %Ld %Ld\n" i64.{0} i64.{1} i64.{2};
  let ints = Array1.of_array int c_layout [| max_int; min_int |] in
  Printf.printf "int: %b %b\n" (ints.{0} = max_int) (ints.{1} = min_int);
  let a = Array1.of_array float64 c_layout [| 1.; nan |] and b = Array1.of_array float64 c_layout [| 1.; nan |] in
  Printf.printf "nan arrays: = %b, compare %d, compare with self %d\n" (a = b) (compare a b) (compare a a);
  let sorted = List.sort compare [ Array1.of_array int c_layout [| 2; 1 |]; Array1.of_array int c_layout [| 1; 9; 9 |]; Array1.of_array int c_layout [| 1; 5 |] ] in
  List.iter (fun v -> Printf.printf "[%s] " (String.concat ";" (List.init (Array1.dim v) (fun i -> string_of_int v.{i})))) sorted;
  print_newline ();
  let h v = Hashtbl.hash v in
  Printf.printf "hashes equal for equal arrays: %b %b\n" (h (Array1.of_array int c_layout [| 1; 2 |]) = h (Array1.of_array int c_layout [| 1; 2 |])) (h a = h b);
  Printf.printf "hashes: %d %d %d %d\n" (h (Array1.of_array char c_layout [| 'a'; 'b'; 'c'; 'd'; 'e' |])) (h (Array1.of_array int16_unsigned c_layout [| 1; 2; 3 |])) (h (Array1.of_array int64 c_layout [| 1L; -1L |])) (h (Array1.of_array float32 c_layout [| 0.5; -0. |]));
  let n = 40 in
  let m = Array2.init float64 c_layout n n (fun i j -> float_of_int ((i * 7) + (j * 3) mod 11) /. 10.) in
  let id = Array2.init float64 c_layout n n (fun i j -> if i = j then 2. else 0.) in
  let p = Array2.create float64 c_layout n n in
  for i = 0 to n - 1 do
    for j = 0 to n - 1 do
      let s = ref 0. in
      for k = 0 to n - 1 do
        s := !s +. (m.{i, k} *. id.{k, j})
      done;
      p.{i, j} <- !s
    done
  done;
  let total = ref 0. in
  for i = 0 to n - 1 do
    for j = 0 to n - 1 do
      total := !total +. p.{i, j}
    done
  done;
  Printf.printf "product sum %.3f, p.{3,5} = %g\n" !total p.{3, 5}
