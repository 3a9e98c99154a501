let c = 'ab
