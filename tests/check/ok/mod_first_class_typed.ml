(* First-class modules with type constraints and locally abstract types. *)
module type COMPARABLE = sig type t val compare : t -> t -> int end
let max_of (type a) (module C : COMPARABLE with type t = a) (l : a list) =
  List.fold_left (fun acc x -> match acc with None -> Some x | Some y -> if C.compare x y > 0 then Some x else acc) None l
let m = max_of (module Int) [3; 9; 2]
let s = max_of (module String) ["b"; "a"]
let make_set (type e) (cmp : e -> e -> int) =
  (module Set.Make (struct type t = e let compare = cmp end) : Set.S with type elt = e)
let sorted (l : int list) =
  let module S = (val make_set compare : Set.S with type elt = int) in
  S.elements (S.of_list l)
