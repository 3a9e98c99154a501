module Make (A : sig val s : int end) = struct let r = A.s end
