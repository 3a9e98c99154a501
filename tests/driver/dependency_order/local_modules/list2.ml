open M
let hd = v
