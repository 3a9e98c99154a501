[@@@ocaml.warning "+33"]
let f x = let open String in x + 1
