let labels = List.map (function 0 -> "zero" | 1 -> "one" | _ -> "many") [0; 1; 5]
let sum_opts = List.fold_left (fun acc -> function Some x -> acc + x | None -> acc) 0 [Some 1; None; Some 2]
let sorted = List.sort (fun (a, _) (b, _) -> compare a b) [(2, "b"); (1, "a")]
let handlers = [(fun x -> x + 1); (function 0 -> 100 | n -> n)]
let applied = List.map (fun f -> f 0) handlers
let match_in_arg = print_string (match labels with [] -> "" | x :: _ -> x)
let paired = List.map2 (fun a b -> a, b) [1; 2] ['a'; 'b']
