(* The unmatched value warning 8 shows is the first one OCaml's search finds: in each specialised matrix the constructor's rows come before the wildcard's; a missing string is as many stars as no tested string has characters. *)
let f1 = function
  | (_, Some (Exit), Sys_error "") -> 0
  | (Some (Invalid_argument _), Some (Invalid_argument _), Not_found) -> 1
  | (_, None, Failure "y") -> 2
  | (None, None, Not_found) -> 3
let f2 = function
  | (Invalid_argument _, _, Failure "x") -> 0
  | (Failure _, _, Exit) -> 1
  | (Sys_error "", Failure "x", Failure "x") -> 2
  | (_, Invalid_argument _, Invalid_argument "a") -> 3
let f3 = function
  | (_, None, Failure "x") -> 0
  | (_, _, Sys_error "") -> 1
  | (None, Some (Sys_error ""), Failure "x") -> 2
let f4 = function
  | (_, Failure _, Failure "y") -> 0
  | (_, Not_found, Failure "x") -> 1
  | (None, Exit, Not_found) -> 2
let f5 = function
  | (_, None, Invalid_argument "a") -> 0
  | (Sys_error "", Some (Invalid_argument "a"), _) -> 1
  | (Failure "y", Some (Failure "x"), Sys_error "") -> 2
  | (Not_found, _, Exit) -> 3
let s1 = function "a" -> 0 | "" -> 3
let s2 = function "" -> 0 | "b" -> 1 | "cc" -> 2
