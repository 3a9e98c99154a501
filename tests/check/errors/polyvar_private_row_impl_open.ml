module M : sig type t = private [< `A | `B ] end = struct type t = [> `A ] end
