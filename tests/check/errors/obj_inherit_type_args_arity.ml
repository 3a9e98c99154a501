(* Type arguments given to a class without type parameters, in an inherited class expression. *)
class d = object end
class c = object
  inherit ([int] d)
end
