type t = A : int ->
