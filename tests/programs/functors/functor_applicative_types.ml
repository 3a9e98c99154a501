module type S = sig type t val zero : t val succ : t -> t val to_int : t -> int end
module Nat : S = struct type t = int let zero = 0 let succ n = n + 1 let to_int n = n end
module Church = struct
  module Make (N : S) = struct
    let rec of_int n = if n = 0 then N.zero else N.succ (of_int (n - 1))
    let add a b = let rec go a k = if k = 0 then a else go (N.succ a) (k - 1) in go a (N.to_int b)
  end
end
module CN = Church.Make (Nat)
module CN2 = Church.Make (Nat)
let () =
  let a = CN.of_int 5 and b = CN2.of_int 7 in
  Printf.printf "%d\n" (Nat.to_int (CN.add a b));
  Printf.printf "%d\n" (Nat.to_int (CN2.add b a))
