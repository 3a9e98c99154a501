let n = "abc".length
