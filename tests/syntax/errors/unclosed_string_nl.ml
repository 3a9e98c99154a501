let s = "abc
def
