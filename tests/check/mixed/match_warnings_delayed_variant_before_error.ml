(* The unused cases of a match on polymorphic variants are checked at the end of the unit, which a type error never reaches. *)
let a = function `A -> 1 | `A -> 2
let b = 1 + "x"
