let a = Array.init 10 (fun i -> (i * 7) mod 10)
let () = Array.sort compare a
let sum = Array.fold_left ( + ) 0 a
let right = Array.fold_right (fun x acc -> x :: acc) a []
let exists = Array.exists (fun x -> x = 3) a && Array.for_all (fun x -> x >= 0) a
let m = Array.mem 4 a
let sub = Array.sub a 2 3
let app = Array.append sub [| 100 |]
let cat = Array.concat [sub; sub; [| 0 |]]
let () = Array.fill a 0 2 (-1)
let mapi = Array.mapi (fun i x -> i * x) a
let of_list = Array.of_list [1.; 2.]
let floats = Array.make 3 0.0
let () = floats.(1) <- 2.5
let m2 = Array.map2 ( + ) [| 1; 2 |] [| 3; 4 |]
let found = Array.find_opt (fun x -> x > 5) a
let () = Array.iter2 (fun x y -> ignore (x + y)) [| 1 |] [| 2 |]
let seq = Array.to_seq a |> Seq.fold_left max 0
