module M : sig val f : [< `A | `B | `C ] -> int end = struct
  let f = function `A -> 1 | `B -> 2
end
