let x = 'a
