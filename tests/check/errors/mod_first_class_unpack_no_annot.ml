let f m = let module M = (val m) in M.x
