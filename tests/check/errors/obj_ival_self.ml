(* The self variable, in an instance variable definition of an immediate object. *)
let o = object (self) val x = self end
