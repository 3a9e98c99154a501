module Original = struct
  type t = A | B
  let default = A
  let flip = function A -> B | B -> A
end
module type ORIG = module type of Original
module Copy : ORIG = Original
module type STRICT = module type of struct include Original end
module Extended = struct
  include Original
  let twice x = flip (flip x)
end
let same = Copy.flip Copy.default
