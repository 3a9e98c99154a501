type r = { kind : int; label : string }
let f = function
  | { kind = 1 | 2; label } -> "low " ^ label
  | { kind = 3; label = "x" | "y" } -> "three with x or y"
  | { kind; label = "" } -> "unlabelled " ^ string_of_int kind
  | { kind = (10 | 20 | 30) as k; _ } -> "tens " ^ string_of_int k
  | _ -> "other"
let () = List.iter (fun r -> print_endline (f r))
  [ { kind = 1; label = "a" }; { kind = 2; label = "b" }; { kind = 3; label = "y" }; { kind = 3; label = "z" }; { kind = 4; label = "" }; { kind = 20; label = "t" }; { kind = 21; label = "u" } ]
