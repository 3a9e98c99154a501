let s = "abc
