module F (X : sig end = struct end
