(* An argument of the wrong type, for a constrained class function. *)
class c = object
  inherit ((fun x -> object method m = x + 1 end) : int -> object method m : int end) "a"
end
