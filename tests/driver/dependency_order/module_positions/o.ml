let ov = 2
