type t = A
and t = B
