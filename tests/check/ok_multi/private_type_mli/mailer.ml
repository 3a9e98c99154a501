let send (to_ : Email.t) body = Printf.sprintf "to %s: %s" (to_ :> string) body
let msg = match Email.of_string "Ann@Example.org" with Some e -> send e "hi" | None -> ""
let domains l = List.map Email.domain l
