(* Binding operators let* / and* / let+ / and+ over option and result. *)
let ( let* ) = Option.bind
let ( and* ) a b = match a, b with Some x, Some y -> Some (x, y) | _ -> None
let ( let+ ) o f = Option.map f o
let ( and+ ) = ( and* )
let add_opt a b =
  let* x = a in
  let* y = b in
  Some (x + y)
let pair a b = let+ x = a and+ y = b in (x, y)
let both a b = let* x = a and* y = b in Some (x * y)
module R = struct
  let ( let* ) = Result.bind
end
let checked s =
  let open R in
  let* n = (match int_of_string_opt s with Some n -> Ok n | None -> Error "nan") in
  if n > 0 then Ok n else Error "non-positive"
