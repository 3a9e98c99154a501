type empty = |
type 'a t = private |
let f : empty -> int = function _ -> .
let g (x : empty option) = match x with None -> 0 | Some _ -> .
let h ?(y = 1) : empty -> int = function _ -> .
type u = A | B
let () = print_int (g None)
