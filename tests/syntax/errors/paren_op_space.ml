let x = ( + 1
