module type S = sig type t end
module type T = S with type u = int
