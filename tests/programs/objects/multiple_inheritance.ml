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
let () =
  let o = new c in
  o#bump; o#bump;
  o#set_shared "c";
  Printf.printf "%d %d %d %s\n" o#ax o#by o#sum o#shared;
  let p = Oo.copy o in
  p#bump;
  Printf.printf "%d %d\n" o#sum p#sum;
  let e = new e in
  e#incr; e#bumpdv;
  Printf.printf "%d %d %d\n" e#dv e#ax e#total;
  Printf.printf "%d\n" (new w)#vx;
  (* Shared names: two classes with the same instance variable share one field. *)
  let module N = struct
    class p = object val mutable n = 1 method p = n method setp k = n <- k end
    class q = object val mutable n = 2 method q = n method setq k = n <- k end
    class r = object inherit p inherit! q method r = n end
  end in
  let r = new N.r in
  Printf.printf "%d %d %d\n" r#p r#q r#r;
  r#setp 7;
  Printf.printf "%d %d %d\n" r#p r#q r#r;
  (* Parameters of several classes, and a class inheriting a class that inherits two. *)
  let module K = struct
    class x a = object method x : int = a end
    class y b = object method y : int = b end
    class xy a b = object inherit x a inherit y b method xy = a * b end
    class xyz a b c = object inherit xy a b as s method z = c + s#xy end
  end in
  let o = new K.xyz 2 3 4 in
  Printf.printf "%d %d %d %d\n" o#x o#y o#xy o#z
(* An instance variable a signature hides is the class's own: a subclass's of that name is another. *)
module H : sig class c : object method get : int end end = struct class c = object val x = 1 method get = x end end
class hd = object inherit H.c val x = 100 method mine = x end
let () = let o = new hd in Printf.printf "%d %d\n" o#get o#mine
