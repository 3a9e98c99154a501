(* ocamlc also reports warning 52 without a location for a later case whose constructor
   argument tests a literal: the pattern is typed a second time, rebuilt without locations,
   when the case is checked for reachability. *)
let g f = try f () with Not_found -> 0 | Invalid_argument "x" -> 1
let h = function Failure ("a" | "b") -> 1 | Sys_error ("" as m) -> String.length m | _ -> 0
