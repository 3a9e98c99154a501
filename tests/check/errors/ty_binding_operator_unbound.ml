let r = let* x = Some 1 in Some x
