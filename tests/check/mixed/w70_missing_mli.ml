(* Warning 70: a .ml compiled with no interface beside it, after the warnings found while
   typing and before the unused names; an attribute in the file does not enable it. *)
[@@@warning "-70"]
let f = function 0 -> 1
let g x = let y = 2 in x
