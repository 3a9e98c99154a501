let mean l = List.fold_left ( + ) 0 l / List.length l
