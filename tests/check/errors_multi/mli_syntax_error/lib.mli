val f : int ->
