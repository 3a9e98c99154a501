(* Constructors with inline records, including mutable fields. *)
type event =
  | Click of { x : int; y : int }
  | Key of { code : int; mutable handled : bool }
  | Tick
let handle = function
  | Key k -> k.handled <- true
  | Click _ | Tick -> ()
let position = function Click { x; y } -> Some (x, y) | _ -> None
let make_key code = Key { code; handled = false }
let code_of = function Key { code; _ } -> code | _ -> -1
