(* The type parameters of a class ... and ... group, named as ocamlc names them once unified. *)
class ['a] e (x : 'a) = object method get = x method other : 'a f = new f x end
and ['b] f (y : 'b) = object method g = y end
class ['a] g (x : 'a) = object method get = x method h = new h end
and h = object method i = 1 end
class ['a] k = object method m (x : 'a) = x end and ['a] l = object method n (x : 'a) = x end
class ['a] r (x : 'a) = object method rr = (new s x : 'a s) end
and ['c] s (y : 'c) = object method ss = y end
class ['a] t1 (x : 'a) = object method u : 'a u1 = new u1 x end
and ['b] u1 (y : 'b) = object method t : 'b t1 = new t1 y end
class ['a] v1 (x : 'a) = object method w = new w1 x end
and ['b] w1 (y : 'b) = object method v = y end
class ['p] x1 = object method y : 'p y1 option = None end
and ['q] y1 = object method x : 'q x1 option = None end
