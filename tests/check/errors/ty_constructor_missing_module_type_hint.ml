module M = struct type t = Alpha | Beta end
let x : M.t = Alpah
