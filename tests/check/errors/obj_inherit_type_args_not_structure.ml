(* A class with a type parameter inherited without its argument: its type as applied. *)
class ['a] d (x : 'a) = object method get = x end
class c = object
  inherit [int] d
end
