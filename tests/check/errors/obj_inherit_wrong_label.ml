(* An argument whose label no parameter has. *)
class c = object
  inherit (fun ~x -> object method m : int = x end) ~y:1
end
