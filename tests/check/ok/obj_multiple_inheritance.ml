(* Instance variables and parameters inherited from several classes (one known by its description only), read and written by the subclass's methods. *)
class a x = object
  val mutable ax = x
  method ax = ax
  method bump = ax <- ax + 1
end
class b y = object
  val by = y * 10
  val mutable shared = "b"
  method by = by
  method shared = shared
end
class c = object
  inherit a 1 as pa
  inherit b 2
  val mutable own = 100
  method sum = ax + by + own
  method set_shared s = shared <- s
  method! bump = pa#bump; own <- own + 1
end
module M : sig
  class d : int -> object val mutable dv : int method dv : int method incr : unit end
end = struct
  class d n = object val mutable dv = n method dv = dv method incr = dv <- dv + 1 end
end
class e = object
  inherit M.d 5
  inherit a 7
  val ev = 3
  method total = dv + ax + ev
  method bumpdv = dv <- dv * 2
end
class virtual v = object
  val virtual vx : int
  method vx = vx
end
class w = object inherit v val vx = 42 end
class p = object val mutable n = 1 method p = n method setp k = n <- k end
class q = object val mutable n = 2 method q = n method setq k = n <- k end
class r = object inherit p inherit! q method r = n end
