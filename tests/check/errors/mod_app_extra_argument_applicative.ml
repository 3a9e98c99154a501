module F (X : sig end) = struct end
module B = F (struct end) (struct end)
