val a : int
module F (X : sig module P : sig end module Q : sig val q : int end end) : sig val q : int end
module type Exported = sig module E : sig end end
