let b = Bool.of_string "true"
