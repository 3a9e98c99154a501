let small = function 0 -> "zero" | 1 -> "one" | 2 -> "two"
