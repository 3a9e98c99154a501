(* Warning 5 for a function-typed application bound to `_` (not to a variable, not under a constraint) *)
let _ = List.map succ
let _kept = List.map succ
let (_ : int list -> int list) = List.map succ
let _ = (List.map succ : int list -> int list)
let () = let _ = List.map succ in ()
let _ = if Sys.word_size = 32 then List.map succ else List.map pred
let _ = List.map succ and _ = List.iter ignore
let _, _ = List.map succ, 1
let _ = fun x -> x
let with_label = fun ~x -> x
let _ = with_label 1 2
let _ [@warning "-5"] = List.map succ
let later g = let _ = g 1 in g 2 + 1
