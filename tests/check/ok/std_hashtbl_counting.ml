let count_words text =
  let tbl = Hashtbl.create 64 in
  List.iter (fun w ->
      let n = try Hashtbl.find tbl w with Not_found -> 0 in
      Hashtbl.replace tbl w (n + 1))
    (String.split_on_char ' ' text);
  tbl
let tbl = count_words "a b a c b a"
let top = Hashtbl.fold (fun k v acc -> (k, v) :: acc) tbl [] |> List.sort (fun (_, a) (_, b) -> compare b a)
let size = Hashtbl.length tbl
let () = Hashtbl.remove tbl "c"
let has_c = Hashtbl.mem tbl "c"
let all_a = Hashtbl.find_all tbl "a"
let () = Hashtbl.add tbl "a" 0
let copy = Hashtbl.copy tbl
let () = Hashtbl.iter (fun k v -> Printf.printf "%s:%d " k v) copy
let opt = Hashtbl.find_opt tbl "z"
