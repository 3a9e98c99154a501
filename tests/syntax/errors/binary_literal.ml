let x = 0b102
