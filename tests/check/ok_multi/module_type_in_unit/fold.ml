module Fold (M : Sigs.MONOID) = struct let all = List.fold_left M.combine M.empty end
module FS = Fold (Sigs.Sum)
module FC = Fold (Sigs.Concat)
let n = FS.all [1; 2; 3]
let s = FC.all ["a"; "b"]
let generic (type a) (module M : Sigs.MONOID with type t = a) (l : a list) = List.fold_left M.combine M.empty l
let g = generic (module Sigs.Sum) [4; 5]
