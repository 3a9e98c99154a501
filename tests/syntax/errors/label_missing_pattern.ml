let f ~x: = 1
