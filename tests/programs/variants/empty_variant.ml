(* A variant type with no constructors (type t = |): its values cannot exist, so a match on one
   is refuted with `.`, and an option of it can only be None. *)
type empty = |
let absurd : empty -> 'a = function _ -> .
let count (xs : empty option list) = List.length (List.filter (function (None : empty option) -> true | Some _ -> .) xs)
let f ?(s = "hello") = function x when (print_endline s; true) -> x | _ -> assert false
let () = f ()
let () = Printf.printf "%d\n" (count [ None; None ])
let (_ : (empty -> int) list) = [ absurd ]
