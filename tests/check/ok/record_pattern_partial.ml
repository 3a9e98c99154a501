(* Record patterns with ; _ and nested records. *)
type inner = { a : int; b : int }
type outer = { inner : inner; tag : string; extra : bool }
let get_a { inner = { a; _ }; _ } = a
let is_tagged = function { tag = "t"; _ } -> true | _ -> false
let sum_inner { inner = { a; b }; tag = _; extra = _ } = a + b
let rename ({ tag; _ } as r) = { r with tag = tag ^ "!" }
