let self_append x = x :: x
