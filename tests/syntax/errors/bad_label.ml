let f ~x: = x
