module M = struct type t = int let f x = x + 1 type u = A | B of int end
module A = struct end
module B = A (M)
