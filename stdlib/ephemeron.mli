(* Ephemerons and weak hash tables: OCaml 4.13's Ephemeron interface. The data of an ephemeron
   stays alive as long as its keys are, and no longer; keys that are blocks may be erased once
   nothing else holds them, when the JavaScript engine's collector decides (runtime/weak.ts). *)

module type S = sig
  include Hashtbl.S
  val clean : 'a t -> unit
  val stats_alive : 'a t -> Hashtbl.statistics
end

module type SeededS = sig
  include Hashtbl.SeededS
  val clean : 'a t -> unit
  val stats_alive : 'a t -> Hashtbl.statistics
end

module K1 : sig
  type ('k, 'd) t
  val create : unit -> ('k, 'd) t
  val get_key : ('k, 'd) t -> 'k option
  val get_key_copy : ('k, 'd) t -> 'k option
  val set_key : ('k, 'd) t -> 'k -> unit
  val unset_key : ('k, 'd) t -> unit
  val check_key : ('k, 'd) t -> bool
  val blit_key : ('k, _) t -> ('k, _) t -> unit
  val get_data : ('k, 'd) t -> 'd option
  val get_data_copy : ('k, 'd) t -> 'd option
  val set_data : ('k, 'd) t -> 'd -> unit
  val unset_data : ('k, 'd) t -> unit
  val check_data : ('k, 'd) t -> bool
  val blit_data : (_, 'd) t -> (_, 'd) t -> unit
  module Make (H : Hashtbl.HashedType) : S with type key = H.t
  module MakeSeeded (H : Hashtbl.SeededHashedType) : SeededS with type key = H.t
end

module K2 : sig
  type ('k1, 'k2, 'd) t
  val create : unit -> ('k1, 'k2, 'd) t
  val get_key1 : ('k1, 'k2, 'd) t -> 'k1 option
  val get_key1_copy : ('k1, 'k2, 'd) t -> 'k1 option
  val set_key1 : ('k1, 'k2, 'd) t -> 'k1 -> unit
  val unset_key1 : ('k1, 'k2, 'd) t -> unit
  val check_key1 : ('k1, 'k2, 'd) t -> bool
  val get_key2 : ('k1, 'k2, 'd) t -> 'k2 option
  val get_key2_copy : ('k1, 'k2, 'd) t -> 'k2 option
  val set_key2 : ('k1, 'k2, 'd) t -> 'k2 -> unit
  val unset_key2 : ('k1, 'k2, 'd) t -> unit
  val check_key2 : ('k1, 'k2, 'd) t -> bool
  val blit_key1 : ('k1, _, _) t -> ('k1, _, _) t -> unit
  val blit_key2 : (_, 'k2, _) t -> (_, 'k2, _) t -> unit
  val blit_key12 : ('k1, 'k2, _) t -> ('k1, 'k2, _) t -> unit
  val get_data : ('k1, 'k2, 'd) t -> 'd option
  val get_data_copy : ('k1, 'k2, 'd) t -> 'd option
  val set_data : ('k1, 'k2, 'd) t -> 'd -> unit
  val unset_data : ('k1, 'k2, 'd) t -> unit
  val check_data : ('k1, 'k2, 'd) t -> bool
  val blit_data : ('k1, 'k2, 'd) t -> ('k1, 'k2, 'd) t -> unit
  module Make (H1 : Hashtbl.HashedType) (H2 : Hashtbl.HashedType) : S with type key = H1.t * H2.t
  module MakeSeeded (H1 : Hashtbl.SeededHashedType) (H2 : Hashtbl.SeededHashedType) :
    SeededS with type key = H1.t * H2.t
end

module Kn : sig
  type ('k, 'd) t
  val create : int -> ('k, 'd) t
  val get_key : ('k, 'd) t -> int -> 'k option
  val get_key_copy : ('k, 'd) t -> int -> 'k option
  val set_key : ('k, 'd) t -> int -> 'k -> unit
  val unset_key : ('k, 'd) t -> int -> unit
  val check_key : ('k, 'd) t -> int -> bool
  val blit_key : ('k, _) t -> int -> ('k, _) t -> int -> int -> unit
  val get_data : ('k, 'd) t -> 'd option
  val get_data_copy : ('k, 'd) t -> 'd option
  val set_data : ('k, 'd) t -> 'd -> unit
  val unset_data : ('k, 'd) t -> unit
  val check_data : ('k, 'd) t -> bool
  val blit_data : ('k, 'd) t -> ('k, 'd) t -> unit
  module Make (H : Hashtbl.HashedType) : S with type key = H.t array
  module MakeSeeded (H : Hashtbl.SeededHashedType) : SeededS with type key = H.t array
end

module GenHashTable : sig
  type equal = ETrue | EFalse | EDead
  module MakeSeeded (H : sig
    type t
    type 'a container
    val hash : int -> t -> int
    val equal : 'a container -> t -> equal
    val create : t -> 'a -> 'a container
    val get_key : 'a container -> t option
    val get_data : 'a container -> 'a option
    val set_key_data : 'a container -> t -> 'a -> unit
    val check_key : 'a container -> bool
  end) : SeededS with type key = H.t
end
