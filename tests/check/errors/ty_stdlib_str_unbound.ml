let r = Stdlib.Str.regexp "a"
