module type COLL = sig
  type 'a t
  val empty : 'a t
  val cons : 'a -> 'a t -> 'a t
  val fold : ('a -> 'b -> 'b) -> 'a t -> 'b -> 'b
end
module L : COLL with type 'a t = 'a list = struct
  type 'a t = 'a list
  let empty = []
  let cons x l = x :: l
  let fold f l init = List.fold_right f l init
end
module Count (C : COLL) = struct
  let length c = C.fold (fun _ n -> n + 1) c 0
end
module LC = Count (L)
let n = LC.length [1; 2; 3]
let direct : int L.t = [4]
