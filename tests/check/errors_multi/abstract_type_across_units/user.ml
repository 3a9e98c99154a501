let t = Token.make "x"
let len = String.length t
