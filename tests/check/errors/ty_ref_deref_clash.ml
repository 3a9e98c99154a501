let r = ref 0
let s = r ^ "x"
