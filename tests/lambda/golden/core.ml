type point = { x : int; mutable y : int }
let add a b = a + b
let incr_y p = p.y <- p.y + 1
let sum l = List.fold_left add 0 l
let pair = (1, "one")
let f = ( + )
let r = ref 0
let () = for i = 1 to 3 do r := !r + i done
let eq (a : string) b = a = b
let partial = add 1
let lz = lazy (print_endline "forced")
let piped l = l |> List.map (add 1) |> List.rev
let applied l = List.rev @@ List.map (add 1) l
let pipe_value = 3 |> partial
