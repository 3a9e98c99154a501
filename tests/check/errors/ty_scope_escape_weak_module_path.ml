let cache = ref []
module W = struct type w = A end
let () = cache := [W.A]
