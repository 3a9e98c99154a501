let x = * 2
