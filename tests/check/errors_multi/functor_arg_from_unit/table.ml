module Table (K : Key.KEY) = struct let slot k = K.hash k mod 16 end
module T = Table (struct type t = string end)
