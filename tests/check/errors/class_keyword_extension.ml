(* An extension after `class` is one nothing interprets. *)
class[@foo] c = object end
class%foo e = object end
