(* The self variable, in an inherited class expression. *)
class c = object (self)
  inherit object method m = self end
end
