let a = [| 1; 2; 3 |]
let empty : int array = [||]
let () = a.(0) <- 10
let total = Array.fold_left ( + ) 0 a
let squares = Array.init 5 (fun i -> i * i)
let copy = Array.copy a
let () = Array.sort compare copy
let m = Array.make_matrix 3 3 0.
let () = for i = 0 to 2 do m.(i).(i) <- 1. done
let as_list = Array.to_list squares
let mapped = Array.map string_of_int a
let blit () = Array.blit a 0 copy 1 2
let len = Array.length a
let () = Array.iteri (fun i x -> Printf.printf "%d:%d\n" i x) a
