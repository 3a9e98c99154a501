type t = int ->
