module M : sig type t = private [> `A ] end = struct end
