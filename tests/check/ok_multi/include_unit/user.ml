let a = Extended.quad 3 + Extended.square 2
let k = Extended.classify 50
let same : Core_ops.t = k
