type t = { items : item list }
