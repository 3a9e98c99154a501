module type S = sig val x : int end
module F (X : S) = struct end
module N = struct let y = 1 end
module B = F (N) (N)
