module P : sig type t = private A | B end = struct type t = A | B end
let a = P.A
