let avg l = List.fold_left ( + ) 0 l / List.length l
let () = Printf.printf "%d\n" (avg [ 1; 2; 3 ])
let () = Printf.printf "%d\n" (avg [])
