let c = '
