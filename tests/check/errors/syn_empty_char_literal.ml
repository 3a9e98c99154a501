let c = ''
