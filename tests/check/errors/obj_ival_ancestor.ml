(* An ancestor, in an instance variable definition. *)
class d = object method m = 1 end
class c = object
  inherit d as s
  val x = s#m
end
