let store = ref []
let f (type a) (x : a) = store := [x]
