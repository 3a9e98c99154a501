[@@@ocaml.warning "+32"]
module M0 = struct let x = 1 end
let rec f x = g x and g x = if x > 0 then f (x - 1) else 0
let rec h x = h x
let rec k x = k x and l x = l x
let used_by_k2 = 1
let rec k2 x = k2 x + used_by_k2
module M = struct
  let rec p = 1 and q = 2
  let rec s x = t x and t x = s x
  let u = M0.x
end
