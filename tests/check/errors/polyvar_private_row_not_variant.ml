module M : sig type t = private [> `A ] end = struct type t = int end
