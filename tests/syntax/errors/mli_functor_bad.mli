module F (X : S) = struct end
