module M : sig type t = private [> `A of int ] end = struct type t = [ `A of string ] end
