let l = [ `A 1; `A "x" ]
