type t = A of
