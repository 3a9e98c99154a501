module type COLLECTION = sig
  type elt
  type t
  val empty : t
  val add : elt -> t -> t
  val to_list : t -> elt list
end
module SortedList (O : Set.OrderedType) : COLLECTION with type elt = O.t = struct
  type elt = O.t
  type t = elt list
  let empty = []
  let rec add x = function [] -> [ x ] | y :: r as l -> let c = O.compare x y in if c < 0 then x :: l else if c = 0 then l else y :: add x r
  let to_list l = l
end
module Bag (O : sig type t end) : COLLECTION with type elt = O.t = struct
  type elt = O.t
  type t = elt list
  let empty = []
  let add x l = x :: l
  let to_list = List.rev
end
module SL = SortedList (Int)
module B = Bag (struct type t = int end)
let fill add empty l = List.fold_left (fun acc x -> add x acc) empty l
let () =
  let data = [ 5; 2; 8; 2; 1; 5 ] in
  print_endline (String.concat " " (List.map string_of_int (SL.to_list (fill SL.add SL.empty data))));
  print_endline (String.concat " " (List.map string_of_int (B.to_list (fill B.add B.empty data))))
