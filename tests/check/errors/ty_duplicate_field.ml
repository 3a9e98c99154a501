type t = { x : int; x : string }
