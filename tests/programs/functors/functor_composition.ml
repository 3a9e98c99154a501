module type MONOID = sig type t val empty : t val combine : t -> t -> t end
module Sum = struct type t = int let empty = 0 let combine = ( + ) end
module Product = struct type t = int let empty = 1 let combine = ( * ) end
module Concat = struct type t = string let empty = "" let combine = ( ^ ) end
module Pair (A : MONOID) (B : MONOID) = struct type t = A.t * B.t let empty = (A.empty, B.empty) let combine (a1, b1) (a2, b2) = (A.combine a1 a2, B.combine b1 b2) end
module Fold (M : MONOID) = struct let fold l = List.fold_left M.combine M.empty l end
module SP = Pair (Sum) (Product)
module F = Fold (SP)
module FC = Fold (Concat)
module Twice (M : MONOID) = struct include M let combine a b = M.combine (M.combine a b) b end
module FT = Fold (Twice (Sum))
let () =
  let s, p = F.fold [ (1, 2); (3, 4); (5, 6) ] in
  Printf.printf "sum %d product %d\n" s p;
  print_endline (FC.fold [ "a"; "b"; "c" ]);
  Printf.printf "%d\n" (FT.fold [ 1; 2; 3 ])
