(* A structure inherited through a class type it does not match. *)
class c = object
  inherit (object method m = 1 end : object method m : int method n : int end)
end
