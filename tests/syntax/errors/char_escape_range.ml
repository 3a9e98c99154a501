let c = '\300'
