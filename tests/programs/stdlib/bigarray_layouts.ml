(* Bigarrays of two and three dimensions in both layouts: sub-arrays and slices share storage,
   blit and fill, layout changes, the order in which init calls its function, and errors. *)
open Bigarray

let show2 (type l) name (m : (int, int_elt, l) Array2.t) =
  Printf.printf "%s (%dx%d):" name (Array2.dim1 m) (Array2.dim2 m);
  let first = match Array2.layout m with C_layout -> 0 | Fortran_layout -> 1 in
  for i = first to Array2.dim1 m - 1 + first do
    print_string " [";
    for j = first to Array2.dim2 m - 1 + first do
      Printf.printf " %d" m.{i, j}
    done;
    print_string " ]"
  done;
  print_newline ()

let () =
  let calls = ref [] in
  let c = Array2.init int c_layout 3 4 (fun i j -> calls := (i, j) :: !calls; (10 * i) + j) in
  Printf.printf "c init order: %s\n" (String.concat " " (List.rev_map (fun (i, j) -> Printf.sprintf "%d%d" i j) !calls));
  calls := [];
  let f = Array2.init int fortran_layout 3 4 (fun i j -> calls := (i, j) :: !calls; (10 * i) + j) in
  Printf.printf "fortran init order: %s\n" (String.concat " " (List.rev_map (fun (i, j) -> Printf.sprintf "%d%d" i j) !calls));
  show2 "c" c;
  show2 "fortran" f;
  let rows = Array2.sub_left c 1 2 in
  rows.{0, 0} <- -1;
  show2 "rows 1-2 of c" rows;
  show2 "c after writing rows" c;
  let cols = Array2.sub_right f 2 2 in
  cols.{1, 1} <- -2;
  show2 "columns 2-3 of fortran" cols;
  show2 "fortran after writing columns" f;
  let row = Array2.slice_left c 2 in
  let col = Array2.slice_right f 4 in
  Printf.printf "row 2 of c: %d %d %d %d; column 4 of fortran: %d %d %d\n" row.{0} row.{1} row.{2} row.{3} col.{1} col.{2} col.{3};
  let t = Array2.change_layout c fortran_layout in
  show2 "c seen in fortran layout" t;
  let copy = Array2.create int c_layout 3 4 in
  Array2.blit c copy;
  Array2.fill c 7;
  show2 "copy" copy;
  show2 "c filled" c;
  (try Array2.blit c (Array2.create int c_layout 4 3) with Invalid_argument m -> print_endline m);
  (try ignore (Array2.sub_left c 2 2) with Invalid_argument m -> print_endline m);
  (try ignore (Array2.sub_right f 0 1) with Invalid_argument m -> print_endline m);
  (try ignore c.{3, 0} with Invalid_argument m -> print_endline m);
  (try ignore f.{0, 1} with Invalid_argument m -> print_endline m);
  let cube = Array3.init float64 c_layout 2 3 4 (fun i j k -> float_of_int ((100 * i) + (10 * j) + k)) in
  Printf.printf "cube %g %g dims %d %d %d bytes %d\n" cube.{1, 2, 3} cube.{0, 1, 2} (Array3.dim1 cube) (Array3.dim2 cube) (Array3.dim3 cube) (Array3.size_in_bytes cube);
  let plane = Array3.slice_left_2 cube 1 in
  let line = Array3.slice_left_1 cube 1 2 in
  Printf.printf "plane %g line %g %g\n" plane.{2, 1} line.{0} line.{3};
  let fcube = Array3.init int16_signed fortran_layout 2 2 2 (fun i j k -> (100 * i) + (10 * j) + k) in
  let fplane = Array3.slice_right_2 fcube 2 in
  let fline = Array3.slice_right_1 fcube 1 2 in
  Printf.printf "fortran plane %d %d line %d %d\n" fplane.{1, 1} fplane.{2, 1} fline.{1} fline.{2};
  (try ignore (Array3.of_array int c_layout [| [| [| 1 |] |]; [| [| 1 |]; [| 2 |] |] |]) with Invalid_argument m -> print_endline m);
  let g = Genarray.create int c_layout [| 2; 2; 2; 2 |] in
  Genarray.fill g 0;
  g.{1, 0, 1, 1} <- 5;
  Printf.printf "4 dims: %d %d, %d dims, %d bytes\n" g.{1, 0, 1, 1} (Genarray.get g [| 1; 0; 1; 1 |]) (Genarray.num_dims g) (Genarray.size_in_bytes g);
  (try ignore (Genarray.get g [| 1; 0 |]) with Invalid_argument m -> print_endline m);
  (try Genarray.set g [| 1 |] 3 with Invalid_argument m -> print_endline m);
  (try ignore (Genarray.nth_dim g 4) with Invalid_argument m -> print_endline m);
  (try ignore (Genarray.slice_left g [| 0; 0; 0; 0; 0 |]) with Invalid_argument m -> print_endline m);
  let s = Genarray.slice_left g [| 1; 0 |] in
  Printf.printf "slice dims %d %d value %d\n" (Genarray.nth_dim s 0) (Genarray.nth_dim s 1) (Genarray.get s [| 1; 1 |]);
  let order = ref [] in
  ignore (Genarray.init int fortran_layout [| 2; 2; 2 |] (fun idx -> order := Printf.sprintf "%d%d%d" idx.(0) idx.(1) idx.(2) :: !order; 0));
  Printf.printf "fortran genarray init order: %s\n" (String.concat " " (List.rev !order));
  order := [];
  ignore (Genarray.init int c_layout [| 2; 2; 2 |] (fun idx -> order := Printf.sprintf "%d%d%d" idx.(0) idx.(1) idx.(2) :: !order; 0));
  Printf.printf "c genarray init order: %s\n" (String.concat " " (List.rev !order));
  let v = Array1.of_array int c_layout [| 5; 6; 7 |] in
  let z = Array1.slice v 1 in
  Array0.set z 60;
  Printf.printf "array0 slice %d, vector %d %d %d\n" (Array0.get z) v.{0} v.{1} v.{2};
  let r = reshape_2 (genarray_of_array1 (Array1.of_array int c_layout [| 1; 2; 3; 4; 5; 6 |])) 3 2 in
  show2 "reshaped" r;
  (try ignore (reshape (genarray_of_array2 r) [| 2; -3 |]) with Invalid_argument m -> print_endline m);
  (try ignore (array3_of_genarray (genarray_of_array2 r)) with Invalid_argument m -> print_endline m)
