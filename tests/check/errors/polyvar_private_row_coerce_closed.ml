module M : sig type t = private [< `A | `B ] val x : t end = struct type t = [ `A ] let x = `A end
let y = (M.x :> [ `A ])
