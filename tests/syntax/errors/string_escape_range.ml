let s = "\300"
