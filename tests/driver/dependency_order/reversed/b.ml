let y = 41
