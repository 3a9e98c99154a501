let l = List.map Some [1; 2]
type t = C of int * int
let m = List.map C [1]
