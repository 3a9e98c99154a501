module M : sig type t = [> `A ] end = struct end
