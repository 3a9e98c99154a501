let r = Str.regexp "a"
let parts s = Str.full_split r s
let t = Str.Text "x"
let tokens = Genlex.make_lexer ["+"]
let s = Stream.of_list [1]
