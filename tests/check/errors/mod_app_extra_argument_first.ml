module type S = sig val x : int end
module F (X : S) = struct end
module M = struct let x = 1 end
module N = struct let y = 1 end
module B = F (N) (M)
