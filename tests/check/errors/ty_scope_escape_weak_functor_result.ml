let seen = ref []
module Make (X : sig val n : int end) = struct
  type key = K of int
  let note () = seen := K X.n :: !seen
end
