module M : sig val f : [< `A | `B ] -> int val g : [ `A | `B ] -> int val h : unit -> [> `A ] val k : [> `A ] list end = struct
  let f = function `A -> 1 | `B -> 2 | `C -> 3
  let g = function `A -> 1 | `B -> 2 | `C -> 3
  let h () = `A
  let k = []
end
module N : sig type t = [ `X | `Y ] val all : t list end = struct type t = [ `X | `Y ] let all = [ `X; `Y ] end
module P : sig val f : [ `A ] -> [> `B ] end = struct let f `A = `B end
