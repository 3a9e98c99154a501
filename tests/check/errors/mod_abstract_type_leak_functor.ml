module type COUNTER = sig type t val zero : t end
module C : COUNTER = struct type t = int let zero = 0 end
let n = C.zero + 1
