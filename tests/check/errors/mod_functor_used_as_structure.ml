module F (X : sig end) = struct let x = 1 end
let y = F.x
