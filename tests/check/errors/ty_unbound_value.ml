let total = List.fold_left ( + ) 0 [1; 2]
let avg = totl / 2
