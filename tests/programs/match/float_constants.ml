let f = function
  | 0.0 -> "zero"
  | 1.0 -> "one"
  | 0.5 -> "half"
  | -1.5 -> "minus one and a half"
  | 1e10 -> "ten billion"
  | x when Float.is_nan x -> "nan"
  | x when x = infinity -> "infinity"
  | _ -> "other"
let () = List.iter (fun x -> Printf.printf "%g: %s\n" x (f x)) [ 0.0; -0.0; 1.0; 0.5; -1.5; 1e10; nan; infinity; 2.0; 0.1 +. 0.2 ]
