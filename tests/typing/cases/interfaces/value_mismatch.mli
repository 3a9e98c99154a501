val x : string
type t = A
