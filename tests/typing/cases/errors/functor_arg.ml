module type ORD = sig type t val compare : t -> t -> int end
module F (O : ORD) = struct end
module B = F (struct type t = int end)
