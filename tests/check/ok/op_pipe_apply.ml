(* |> and @@ with their associativity. *)
let double x = x * 2
let inc x = x + 1
let a = 3 |> double |> inc          (* 7 *)
let b = double @@ inc @@ 3          (* 8 *)
let c = [1; 2; 3] |> List.map double |> List.filter (fun x -> x > 2) |> List.length
let d = print_string @@ string_of_int @@ a + b
let e = List.rev @@ List.map inc @@ [1; 2]
let f = 1 |> (+) 2 |> ( * ) 3
