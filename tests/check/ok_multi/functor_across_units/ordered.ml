module type S = sig type t val compare : t -> t -> int val show : t -> string end
module Int_ord = struct type t = int let compare = compare let show = string_of_int end
module Make_sorted (O : S) = struct
  let sort l = List.sort O.compare l
  let show l = String.concat " " (List.map O.show l)
end
