(* A function inherited without its argument. *)
class c = object
  inherit (fun x -> object method m = x end)
end
