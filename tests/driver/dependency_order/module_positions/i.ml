let iv = 3
