module F (X : sig val x : int end) = struct let y = X.z end
