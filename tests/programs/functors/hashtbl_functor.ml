module CaseInsensitive = struct
  type t = string
  let equal a b = String.lowercase_ascii a = String.lowercase_ascii b
  let hash s = Hashtbl.hash (String.lowercase_ascii s)
end
module H = Hashtbl.Make (CaseInsensitive)
let () =
  let h = H.create 16 in
  List.iter (fun (k, v) -> H.replace h k v) [ ("Apple", 1); ("BANANA", 2); ("apple", 3); ("Cherry", 4) ];
  Printf.printf "length %d\n" (H.length h);
  List.iter (fun k -> Printf.printf "%s -> %s\n" k (match H.find_opt h k with Some v -> string_of_int v | None -> "none")) [ "APPLE"; "banana"; "cherry"; "durian" ];
  let keys = H.fold (fun _ v acc -> v :: acc) h [] in
  Printf.printf "sum of values %d\n" (List.fold_left ( + ) 0 keys)
