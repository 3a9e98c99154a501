(* A class without parameters given an argument. *)
class d = object method m = 1 end
class c = object
  inherit d 1
end
