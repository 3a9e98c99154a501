(* Classes in recursive modules: placeholders as OCaml makes them. *)
module rec A : sig
  class c : object method f : int method g : int end
  class type ct = object method f : int end
  val twice : int -> int
end = struct
  let twice x = 2 * x
  class c = object method f = 1 method g = (new B.d 10)#h + twice 1 end
  class type ct = object method f : int end
end
and B : sig
  class d : int -> object method h : int method k : int end
  class e : object method f : int method g : int method z : int end
end = struct
  class d n = object method h = n method k = (new A.c)#f + A.twice n end
  class e = object inherit A.c method z = 42 end
end

let () =
  let o = new A.c in
  Printf.printf "%d %d %d %d\n" o#f o#g (new B.d 3)#k (new B.e)#z;
  let x : A.ct = (new B.e :> A.ct) in
  Printf.printf "%d\n" x#f

(* Using a class of a module not yet defined raises Undefined_recursive_module. *)
module rec C : sig
  class c : object method v : int end
end = struct
  let early = try (new D.d)#w with Undefined_recursive_module _ -> -1
  class c = object method v = early end
end
and D : sig
  class d : object method w : int end
end = struct
  class d = object method w = 7 end
end

let () = Printf.printf "%d %d\n" (new C.c)#v (new D.d)#w

module rec E : sig
  class c : object method v : int method w : int end
end = struct
  class inherited = object inherit F.d method v = 1 end
  class c = inherited
end
and F : sig
  class d : object method w : int end
end = struct
  class d = object method w = 7 end
end

let () = Printf.printf "%d\n" (new E.c)#v
