module F (X : sig type t end) (Y : sig end) = struct end
module M = struct type t = int end
module B = F (M) (M) (M) (M)
