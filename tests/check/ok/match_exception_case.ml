(* match .. with exception: handle what the scrutinee raises. *)
let find_default k tbl d =
  match Hashtbl.find tbl k with
  | v -> v
  | exception Not_found -> d
let read_int s =
  match int_of_string s with
  | n when n >= 0 -> Ok n
  | _ -> Error "negative"
  | exception Failure msg -> Error msg
let rec iter_lines next =
  match next () with
  | None -> 0
  | Some _ -> 1 + iter_lines next
  | exception End_of_file -> -1
let safe_head l = match List.hd l with x -> Some x | exception (Failure _ | Invalid_argument _) -> None
