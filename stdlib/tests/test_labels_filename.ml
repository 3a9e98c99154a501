(* The labelled modules, Filename, Complex, Atomic. *)
open StdLabels
let pr = print_endline
let () =
  pr (String.concat ~sep:"," (List.map ~f:string_of_int (List.filter ~f:(fun x -> x > 1) [1; 2; 3])));
  pr (string_of_int (List.fold_left ~f:( + ) ~init:0 [1; 2; 3]) ^ " " ^ string_of_int (Array.fold_right ~f:( - ) [| 1; 2 |] ~init:0));
  let a = Array.make_matrix ~dimx:2 ~dimy:2 'x' in a.(0).(1) <- 'y';
  pr (String.init 2 ~f:(fun i -> a.(0).(i)) ^ String.sub "abcdef" ~pos:1 ~len:3);
  let b = Bytes.make 4 '.' in Bytes.blit_string ~src:"xy" ~src_pos:0 ~dst:b ~dst_pos:1 ~len:2; pr (Bytes.to_string b);
  pr (string_of_bool (String.starts_with ~prefix:"ab" "abc") ^ string_of_bool (List.mem 2 ~set:[1; 2]));
  pr (String.concat ~sep:" " (List.sort ~cmp:compare ["b"; "a"]) ^ " " ^ string_of_int (List.length (List.init ~len:3 ~f:Fun.id)));
  List.iter ~f:(fun p -> pr (Filename.basename p ^ "|" ^ Filename.dirname p ^ "|" ^ Filename.extension p ^ "|" ^ Filename.remove_extension p))
    [""; "/"; "a"; "a/b"; "/a/b/"; "a//b//"; "x.tar.gz"; ".hidden"; "dir.d/file"; "..."; "a/.b.c"];
  pr (Filename.concat "a" "b" ^ " " ^ Filename.concat "a/" "b" ^ " " ^ Filename.quote "it's" ^ " " ^ Filename.chop_suffix "file.ml" ".ml"
      ^ " " ^ string_of_bool (Filename.check_suffix "a.ml" ".ml") ^ string_of_bool (Filename.is_relative "./x") ^ string_of_bool (Filename.is_implicit "./x"));
  pr (Filename.quote_command "ls" ~stdout:"out" ~stderr:"out" ["-l"; "my dir"]);
  (try ignore (Filename.chop_extension "noext") with Invalid_argument m -> pr m);
  let z = Complex.div { Complex.re = 1.; im = 2. } { Complex.re = 3.; im = -4. } in
  let s = Complex.sqrt { Complex.re = -3.; im = 4. } in
  let p = Complex.pow { Complex.re = 1.; im = 1. } { Complex.re = 0.5; im = 0.25 } in
  pr (String.concat " " (List.map ~f:string_of_float [z.re; z.im; s.re; s.im; p.re; p.im; Complex.norm z; Complex.arg s]));
  let r = Atomic.make 5 in Atomic.incr r;
  pr (string_of_int (Atomic.fetch_and_add r 10) ^ " " ^ string_of_int (Atomic.get r) ^ " " ^ string_of_bool (Atomic.compare_and_set r 16 0) ^ string_of_int (Atomic.exchange r 7))
let () =
  let open MoreLabels in
  let h = Hashtbl.create 8 in
  List.iter (fun (k, v) -> Hashtbl.add h ~key:k ~data:v) [("a", 1); ("b", 2); ("c", 3)];
  Hashtbl.replace h ~key:"a" ~data:10;
  Hashtbl.iter ~f:(fun ~key ~data -> print_endline (key ^ "=" ^ string_of_int data)) h;
  print_endline (string_of_int (Hashtbl.fold ~f:(fun ~key:_ ~data acc -> data + acc) h ~init:0));
  let module M = Map.Make (String) in
  let m = M.add ~key:"x" ~data:1 (M.add ~key:"y" ~data:2 M.empty) in
  let m = M.update ~key:"x" ~f:(Option.map succ) m in
  M.iter ~f:(fun ~key ~data -> print_endline (key ^ ":" ^ string_of_int data)) m;
  print_endline (string_of_int (M.fold ~f:(fun ~key:_ ~data acc -> acc * 10 + data) m ~init:0));
  let module S = Set.Make (Int) in
  let s = S.of_list [3; 1; 2] in
  print_endline (String.concat " " (List.map string_of_int (S.elements (S.filter ~f:(fun x -> x > 1) s))));
  let module T = Hashtbl.Make (struct type t = int let equal = ( = ) let hash = Hashtbl.hash end) in
  let t = T.create 4 in T.add t ~key:1 ~data:"one";
  T.iter ~f:(fun ~key ~data -> print_endline (string_of_int key ^ data)) t
