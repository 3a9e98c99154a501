let c = '\z'
