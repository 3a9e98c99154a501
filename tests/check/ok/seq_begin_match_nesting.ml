(* begin .. end around nested matches, the classic dangling-match fix. *)
let classify a b =
  match a with
  | Some x ->
    begin match b with
      | Some y -> x + y
      | None -> x
    end
  | None -> 0
let handler x =
  match x with
  | 0 -> (try int_of_string "z" with Failure _ -> -1)
  | n -> n
let f x = if x > 0 then begin print_string "pos"; x end else 0
