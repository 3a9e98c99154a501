module type S = sig type t end
let f = (module struct type t = int end : sig type t end)
