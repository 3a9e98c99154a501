module M : sig type t = private [> `A ] val x : t end = struct type t = [ `A | `B ] let x = `B end
let y : M.t = `C
