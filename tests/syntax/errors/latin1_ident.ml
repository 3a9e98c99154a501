let café = 1 ¤
