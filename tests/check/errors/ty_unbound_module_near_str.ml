let r = Strr.regexp "a"
