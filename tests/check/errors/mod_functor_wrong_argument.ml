module type ORD = sig type t val compare : t -> t -> int end
module MakeSet (O : ORD) = struct let sorted l = List.sort O.compare l end
module Bad = MakeSet (struct type t = int end)
