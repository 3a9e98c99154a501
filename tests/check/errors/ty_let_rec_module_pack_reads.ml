module type S = sig val v : int end
let rec m = (module struct let v = let module M = (val m : S) in M.v end : S)
