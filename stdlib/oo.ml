(* Operations on objects. An object is a block of tag [Obj.object_tag]: its method table, its
   unique id, then its instance variables. *)
external obj_copy : (< .. > as 'a) -> 'a = "caml_flambe_obj_copy"

let copy o = obj_copy o

external id : < .. > -> int = "%field1"
