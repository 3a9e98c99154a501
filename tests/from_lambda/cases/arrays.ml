let a = [| 1; 2; 3 |]
let () = print_endline (string_of_int (a.(0) + a.(2)))
let () = try ignore (a.(3)) with Invalid_argument m -> print_endline m
let () = print_endline (String.make 1 "hello".[1])
let rec l = 1 :: 2 :: l
let () = match l with _ :: _ :: x :: _ -> print_endline (string_of_int x) | _ -> ()
