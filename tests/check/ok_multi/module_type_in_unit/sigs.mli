module type MONOID = sig type t val empty : t val combine : t -> t -> t end
module Sum : MONOID with type t = int
module Concat : MONOID with type t = string
