(* A class cannot inherit itself: it is not yet completely defined. *)
class c = object inherit c end
