let f = function Some x -> x
module M = struct let g = function [] -> 0 | [_] -> 1 | _ -> 2 | [_; _] -> 3 end
let h () = let unused = 1 in ()
let bad = M.g 1
