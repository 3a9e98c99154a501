module type S = sig
  (** x's *)
  val x : int
  (** after x, before y *)
  val y : int

  (** floating *)

  type t = A (** A's *) | B
  module N : sig end
  (** N's *)
end

module F (X : sig end) = struct
  (** in a functor's body *)
  let z = 1
  (** z's and w's *)
  let w = 2
end

module M : sig
  val v : int
  (** v's *)
end = struct
  let v = 1
end
