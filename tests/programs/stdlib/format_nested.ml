type tree = Leaf of int | Node of string * tree list
let rec pp fmt = function
  | Leaf n -> Format.fprintf fmt "%d" n
  | Node (name, kids) -> Format.fprintf fmt "%s(%a)" name (Format.pp_print_list ~pp_sep:(fun f () -> Format.pp_print_char f ',') pp) kids
let () =
  let t = Node ("root", [ Leaf 1; Node ("a", [ Leaf 2; Leaf 3 ]); Node ("b", []) ]) in
  Format.printf "%a@." pp t;
  let s = Format.asprintf "[%a]" pp (Node ("x", [ Leaf 9 ])) in
  Printf.printf "%s (length %d)\n" s (String.length s);
  let buf = Buffer.create 16 in
  let f = Format.formatter_of_buffer buf in
  Format.fprintf f "%d-%s-%a@?" 1 "two" pp (Leaf 3);
  print_endline (Buffer.contents buf);
  Format.printf "%s@.%s@." "line one" "line two";
  Format.printf "%d%%@." 50
