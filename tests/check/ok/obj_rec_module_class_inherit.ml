(* A class type in a recursive module's signature that inherits a class of the group. *)
module rec A : sig
  class c : object method m : int end
  class type ct = object method k : string end
end = struct
  class c = object method m = 1 end
  class type ct = object method k : string end
end

and B : sig
  class e : object inherit A.c method n : int end
  class type et = object inherit A.ct inherit A.c end
  val f : #A.c -> int
end = struct
  class e = object inherit A.c method n = 2 end
  class type et = object inherit A.ct inherit A.c end
  let f o = o#m
end
