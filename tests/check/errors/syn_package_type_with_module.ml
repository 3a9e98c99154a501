module type S = sig module M : sig end end
let f (x : (module S with module M = List)) = ()
