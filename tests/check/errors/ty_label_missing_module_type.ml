module M = struct type t = { x : int } end
let f (r : M.t) = r.y
