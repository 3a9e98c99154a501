let cache = ref []
type w = A
let () = cache := [A]
