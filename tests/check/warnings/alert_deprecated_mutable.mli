type t = { mutable x : int; mutable y : int; mutable z : int [@deprecated_mutable] }
module M : sig type u = { mutable u : int } end
val r : t
