(* Optional values. *)

type 'a t = 'a option = None | Some of 'a

let none = None
let some x = Some x
let value o ~default = match o with Some x -> x | None -> default
let get = function Some x -> x | None -> invalid_arg "option is None"
let bind o f = match o with None -> None | Some x -> f x
let join = function Some o -> o | None -> None
let map f o = match o with None -> None | Some x -> Some (f x)
let fold ~none ~some o = match o with None -> none | Some x -> some x
let iter f o = match o with None -> () | Some x -> f x
let is_none = function None -> true | Some _ -> false
let is_some = function None -> false | Some _ -> true

let equal eq o1 o2 =
  match (o1, o2) with
  | None, None -> true
  | Some x, Some y -> eq x y
  | None, Some _ | Some _, None -> false

(* None sorts first. *)
let compare cmp o1 o2 =
  match (o1, o2) with
  | None, None -> 0
  | Some x, Some y -> cmp x y
  | None, Some _ -> -1
  | Some _, None -> 1

let to_result ~none o = match o with None -> Error none | Some x -> Ok x
let to_list = function None -> [] | Some x -> [ x ]

let to_seq o =
  match o with None -> Seq.empty | Some x -> Seq.return x
