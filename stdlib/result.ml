(* Results of computations that may fail. *)

type ('a, 'e) t = ('a, 'e) result = Ok of 'a | Error of 'e

let ok v = Ok v
let error e = Error e
let value r ~default = match r with Ok v -> v | Error _ -> default
let get_ok = function Ok v -> v | Error _ -> invalid_arg "result is Error _"
let get_error = function Error e -> e | Ok _ -> invalid_arg "result is Ok _"
let bind r f = match r with Ok v -> f v | Error e -> Error e
let join = function Ok r -> r | Error e -> Error e
let map f r = match r with Ok v -> Ok (f v) | Error e -> Error e
let map_error f r = match r with Ok v -> Ok v | Error e -> Error (f e)
let fold ~ok ~error r = match r with Ok v -> ok v | Error e -> error e
let iter f r = match r with Ok v -> f v | Error _ -> ()
let iter_error f r = match r with Error e -> f e | Ok _ -> ()
let is_ok = function Ok _ -> true | Error _ -> false
let is_error = function Ok _ -> false | Error _ -> true

let equal ~ok ~error r1 r2 =
  match (r1, r2) with
  | Ok v1, Ok v2 -> ok v1 v2
  | Error e1, Error e2 -> error e1 e2
  | Ok _, Error _ | Error _, Ok _ -> false

(* Ok sorts before Error. *)
let compare ~ok ~error r1 r2 =
  match (r1, r2) with
  | Ok v1, Ok v2 -> ok v1 v2
  | Error e1, Error e2 -> error e1 e2
  | Ok _, Error _ -> -1
  | Error _, Ok _ -> 1

let to_option = function Ok v -> Some v | Error _ -> None
let to_list = function Ok v -> [ v ] | Error _ -> []
let to_seq r = match r with Ok v -> Seq.return v | Error _ -> Seq.empty
