type t = A | B | A
