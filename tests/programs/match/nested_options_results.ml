let f = function
  | Ok (Some (Ok n)) when n > 0 -> "deep positive " ^ string_of_int n
  | Ok (Some (Ok n)) -> "deep " ^ string_of_int n
  | Ok (Some (Error e)) -> "inner error " ^ e
  | Ok None -> "nothing"
  | Error (Some code as c) when code > 500 -> (match c with Some k -> "server error " ^ string_of_int k | None -> assert false)
  | Error (Some code) -> "client error " ^ string_of_int code
  | Error None -> "unknown error"
let () = List.iter (fun v -> print_endline (f v))
  [ Ok (Some (Ok 3)); Ok (Some (Ok (-3))); Ok (Some (Error "bad")); Ok None; Error (Some 503); Error (Some 404); Error None ]
