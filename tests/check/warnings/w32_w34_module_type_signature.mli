module type T = sig val shown : int type shown_t end
module M : sig type t end
module type Alias = sig val h : int type ht end
val y : M.t
val show : M.t -> unit
val f : (module T) -> int
