(* `inherit!` of a class that overrides nothing. *)
class d = object method m = 1 end
class c = object
  inherit! d
end
