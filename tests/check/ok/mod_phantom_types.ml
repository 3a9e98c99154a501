(* Phantom type parameters enforce states at compile time. *)
module Door : sig
  type opened
  type closed
  type 'state t
  val make : unit -> closed t
  val open_ : closed t -> opened t
  val close : opened t -> closed t
  val name : _ t -> string
end = struct
  type opened
  type closed
  type 'state t = string
  let make () = "door"
  let open_ d = d
  let close d = d
  let name d = d
end
let d = Door.close (Door.open_ (Door.make ()))
let n = Door.name d
