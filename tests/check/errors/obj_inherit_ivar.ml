(* An instance variable, in an inherited class expression. *)
class c = object
  val v = 1
  inherit object method m = v end
end
