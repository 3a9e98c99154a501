(* Recursive modules whose signatures' classes and class types inherit a class or class type of
   the group: the signatures are typed a second time, as OCaml types them, where each module has
   the type the first typing found. *)

module rec A : sig
  class c : int -> object method m : int method get_b : B.t end
  class type ct = object method label : string end
  val make : int -> c
end = struct
  class c (x : int) = object method m = x method get_b = B.v () end
  class type ct = object method label : string end
  let make x = new c x
end

and B : sig
  type t = int
  val v : unit -> t
  class e : object inherit A.c method n : int end
  class type et = object inherit A.ct method extra : int end
  class f : object inherit A.c inherit A.ct end
  val total : #A.c -> int
  val labelled : A.ct -> string
end = struct
  type t = int
  let v () = 7
  class e = object inherit A.c 10 method n = 2 end
  class type et = object inherit A.ct method extra : int end
  class f = object inherit A.c 20 method label = "f" end
  let total o = o#m + 1
  let labelled o = o#label
end

(* A class type of the first module inheriting a class of the second (the implementation
   defines the inherited method itself: the second module is not defined yet). *)
module rec C : sig
  class c : object inherit D.e method m : int end
end = struct
  class c = object method n = 3 method m = 1 end
end

and D : sig
  class e : object method n : int end
end = struct
  class e = object method n = 2 end
end

let () =
  let e = new B.e in
  Printf.printf "%d %d %d\n" e#m e#n e#get_b;
  let f = new B.f in
  Printf.printf "%d %s %d\n" f#m (B.labelled (f :> A.ct)) (B.total f);
  Printf.printf "%d\n" (A.make 3)#m;
  let x : B.et = object method label = "et" method extra = 5 end in
  Printf.printf "%s %d\n" x#label x#extra;
  let o = new C.c in
  Printf.printf "%d %d %d\n" o#m o#n (new D.e)#n
