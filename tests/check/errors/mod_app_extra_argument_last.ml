module type S = sig val x : int end
module type T = sig val y : int end
module F (X : S) (Y : T) = struct end
module M = struct let x = 1 end
module N = struct let y = 1 end
module B = F (M) (N) (M)
