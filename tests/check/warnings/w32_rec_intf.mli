val f : int -> int
module M : sig val p : int end
