let l = Lst.length [1; 2]
