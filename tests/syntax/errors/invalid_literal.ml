let x = 12abc
