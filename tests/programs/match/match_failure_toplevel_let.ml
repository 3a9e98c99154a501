let data = [ 1; 2; 3 ]
let () = Printf.printf "length %d\n" (List.length data)
let [ a; b ] = data
let () = Printf.printf "never printed %d %d\n" a b
