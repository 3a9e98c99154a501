let try_ name f = try f (); Printf.printf "%s: ok\n" name with
  | Invalid_argument m -> Printf.printf "%s: Invalid_argument %S\n" name m
  | Failure m -> Printf.printf "%s: Failure %S\n" name m
  | Not_found -> Printf.printf "%s: Not_found\n" name
  | e -> Printf.printf "%s: %s\n" name (Printexc.to_string e)
let () =
  try_ "String.sub" (fun () -> ignore (String.sub "abc" 2 5));
  try_ "String.get" (fun () -> ignore "abc".[3]);
  try_ "Bytes.blit" (fun () -> Bytes.blit (Bytes.create 2) 0 (Bytes.create 2) 1 2);
  try_ "Array.get" (fun () -> ignore [| 1 |].(-1));
  try_ "Array.init" (fun () -> ignore (Array.init (-1) Fun.id));
  try_ "List.init" (fun () -> ignore (List.init (-1) Fun.id));
  try_ "Char.chr" (fun () -> ignore (Char.chr 256));
  try_ "List.combine" (fun () -> ignore (List.combine [ 1 ] []));
  try_ "int_of_string" (fun () -> ignore (int_of_string "12a"));
  try_ "float_of_string" (fun () -> ignore (float_of_string "x"));
  try_ "bool_of_string" (fun () -> ignore (bool_of_string "yes"));
  try_ "List.tl" (fun () -> ignore (List.tl []));
  try_ "String.index" (fun () -> ignore (String.index "abc" 'z'));
  try_ "Hashtbl.find" (fun () -> ignore (Hashtbl.find (Hashtbl.create 1) 1));
  try_ "Queue.pop" (fun () -> ignore (Queue.pop (Queue.create ())));
  try_ "Stack.pop" (fun () -> ignore (Stack.pop (Stack.create ())));
  try_ "String.make" (fun () -> ignore (String.make 3 'x'))
