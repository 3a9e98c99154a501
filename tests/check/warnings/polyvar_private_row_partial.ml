module M : sig type t = private [> `A ] val x : t end = struct type t = [ `A | `B ] let x = `B end
let f (y : M.t) = match y with `A -> 1
