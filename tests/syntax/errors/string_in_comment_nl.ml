(* "abc
*)
