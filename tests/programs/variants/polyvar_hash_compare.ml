(* The run-time representation of tags: hashes, comparison, equality, Hashtbl.hash. *)
let repr : 'a -> int = Obj.magic
let () =
  List.iter (fun (name, v) -> Printf.printf "%s = %d\n" name (repr v))
    [ ("`A", `A); ("`B", `B); ("`Zed", `Zed); ("`foo", `foo); ("`Hello_world", `Hello_world);
      ("`abcdefghijklmnopqrstuvwxyz", `abcdefghijklmnopqrstuvwxyz); ("`Z9", `Z9) ]

let () =
  Printf.printf "is block: %b %b\n" (Obj.is_block (Obj.repr `A)) (Obj.is_block (Obj.repr (`B 1)));
  Printf.printf "tag %d size %d\n" (Obj.tag (Obj.repr (`B 1))) (Obj.size (Obj.repr (`B 1)));
  Printf.printf "size of a tuple argument: %d\n" (Obj.size (Obj.repr (`C (1, 2))));
  Printf.printf "field 0 = %d\n" (Obj.obj (Obj.field (Obj.repr (`B 1)) 0))

let () =
  Printf.printf "%d %d %d\n" (Hashtbl.hash `A) (Hashtbl.hash (`B 1)) (Hashtbl.hash (`C ("x", 2.5)));
  Printf.printf "%b %b %b %b\n" (`A = `A) (`A = `B) (`B 1 = `B 1) (`B 1 = `B 2);
  Printf.printf "%d %d %d\n" (compare `A `B) (compare (`B 1) `A) (compare (`B 1) (`B 0))

let () =
  let l = [ `Zed; `C 3; `A; `Mid; `C 1; `B "x"; `B "a" ] in
  let show = function `Zed -> "Zed" | `A -> "A" | `Mid -> "Mid" | `C n -> "C" ^ string_of_int n | `B s -> "B" ^ s in
  print_endline (String.concat " " (List.map show (List.sort compare l)));
  print_endline (String.concat " " (List.map show (List.sort_uniq compare (l @ l))))

let () =
  let t = Hashtbl.create 8 in
  List.iter (fun (k, v) -> Hashtbl.replace t k v) [ (`Red, 1); (`Green, 2); (`Blue, 3); (`Red, 4) ];
  Printf.printf "%d %d %d %d\n" (Hashtbl.find t `Red) (Hashtbl.find t `Green) (Hashtbl.find t `Blue) (Hashtbl.length t)
