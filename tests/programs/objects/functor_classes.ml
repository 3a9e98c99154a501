(* A functor's class inheriting its parameter's class, known by its description only (instance variables read and written, super, initializer, Oo.copy). *)
module type S = sig class c : int -> object val v : int val mutable w : int method get : int method bump : unit end end
module F (X : S) = struct
  class d n = object (self)
    inherit X.c n as super
    val mutable own = 0
    method v2 = v * 2 + w + own
    method! bump = super#bump; own <- own + 10; w <- w + 100
    initializer self#bump
  end
end
module A = struct
  class c n = object val v = n val mutable w = 1 val hidden = 7 method get = v + hidden method bump = w <- w + 1 end
end
module B = F (A)
let () =
  let o = new B.d 5 in
  o#bump;
  Printf.printf "%d %d\n" o#get o#v2;
  let o2 = Oo.copy o in o2#bump;
  Printf.printf "%d %d\n" o#v2 o2#v2
