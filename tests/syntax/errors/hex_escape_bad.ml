let s = "\xZZ" and c = '\xZZ'
