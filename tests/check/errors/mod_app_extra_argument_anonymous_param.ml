module F = functor (_ : sig end) -> struct end
module M = struct end
module B = F (M) (M)
