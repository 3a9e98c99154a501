let x = 1 (* a (* b *) c
