module M : sig type t = private [< `A of int | `B ] end = struct type t = [ `A | `B ] end
