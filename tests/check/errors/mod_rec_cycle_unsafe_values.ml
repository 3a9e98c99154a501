module rec A : sig val x : int end = struct let x = B.y + 1 end
and B : sig val y : int end = struct let y = A.x + 1 end
