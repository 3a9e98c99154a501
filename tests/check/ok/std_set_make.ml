module Point = struct
  type t = int * int
  let compare (a, b) (c, d) = match Int.compare a c with 0 -> Int.compare b d | n -> n
end
module PSet = Set.Make (Point)
let s = PSet.of_list [(0, 0); (1, 2); (0, 0); (3, 1)]
let n = PSet.cardinal s
let has = PSet.mem (1, 2) s
let right = PSet.filter (fun (x, _) -> x > 0) s
let inter = PSet.inter s right
let diff = PSet.diff s right
let listed = PSet.elements (PSet.union inter diff)
let sub = PSet.subset right s
let xs = PSet.fold (fun (x, _) acc -> x + acc) s 0
module CSet = Set.Make (Char)
let letters = CSet.of_seq (String.to_seq "hello")
