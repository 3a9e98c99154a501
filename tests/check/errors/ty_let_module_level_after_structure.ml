let f x = let module M = struct let y = 1 end in let g = (fun _ -> x) in g
let () = print_string (f 1 ())
