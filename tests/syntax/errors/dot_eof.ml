let x = M.
