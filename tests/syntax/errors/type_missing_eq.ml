type t A | B
