module rec A : sig
  class c : object method f : int method g : int end
end = struct
  class c = object method f = 1 method g = (new B.d)#h end
end
and B : sig
  class d : object method h : int method k : int end
end = struct
  class d = object method h = 2 method k = (new A.c)#f end
end
let () = let o = new A.c in Printf.printf "%d %d %d\n" o#f o#g (new B.d)#k
