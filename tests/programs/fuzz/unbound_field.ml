(* Found by the fuzzer: at -O3, to_js failed with "variable arg_field1_N is not bound". *)
let[@inline] hof89 (g90 : int -> string) (l91 : int list) : string =
  List.fold_left (fun s x -> if x = 0 then s else g90 x) "" l91

let () =
  let pa99 = hof89 (fun x -> string_of_int x) in
  for i103 = 0 to 0 do
    print_endline "";
  done;
  for i156 = 0 to 2 do
    for i157 = 0 to 0 do
      print_endline ("out163 " ^ "[" ^ String.concat ";" (List.map (fun y -> string_of_int y) (List.concat [[]; (List.sort_uniq compare [0x3fffffff])])) ^ "]");
    done;
  done;
  print_endline (pa99 [1; 2])
