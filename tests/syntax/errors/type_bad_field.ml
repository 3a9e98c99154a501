type t = { x : }
