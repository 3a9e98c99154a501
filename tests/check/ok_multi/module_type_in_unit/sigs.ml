module type MONOID = sig type t val empty : t val combine : t -> t -> t end
module Sum = struct type t = int let empty = 0 let combine = ( + ) end
module Concat = struct type t = string let empty = "" let combine = ( ^ ) end
