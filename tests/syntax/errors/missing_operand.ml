let x = 1 +
