(* A type constraint in a pattern needs a type after the colon. *)
let f (x : =) = x
