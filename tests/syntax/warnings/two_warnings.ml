let s = "\z" (* "\q" *)
let t = "\y"
