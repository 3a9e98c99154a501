module type S = sig type t end
let f (module M : sig type t end) = ()
