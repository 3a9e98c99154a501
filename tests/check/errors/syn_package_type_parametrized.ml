module type S = sig type 'a t end
let f (x : (module S with type 'a t = 'a list)) = ()
