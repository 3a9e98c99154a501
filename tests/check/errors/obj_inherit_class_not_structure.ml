(* A class with a parameter inherited without its argument. *)
class d x = object method m : int = x + 1 end
class c = object
  inherit d
end
