module F (X : sig end) = struct end
module B = F (struct let x = 1 end) (struct end)
