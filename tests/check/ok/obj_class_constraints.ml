(* constraint in classes and class types; the constraints a class ... and ... group puts on a parameter. *)
class ['a] c (x : 'a) = object constraint 'a = int method get = x end
class ['a, 'b] d (x : 'a) (y : 'b) = object constraint 'a = 'b list method get = x method y = y end
class ['a] e = object constraint 'a = < m : int; .. > method call (o : 'a) = o#m end
class type ['a] ct = object constraint 'a = int method get : 'a end
class type ['a] ct2 = object ('self) constraint 'a = 'self list method get : 'a method me : 'self end
class f = object (self : 'self) method me : 'self = self end
class type ft = object ('s) method me : 's method other : 's -> bool end
class type ['a] gt = object ('s) constraint 's = < get : 'a; .. > method get : 'a end
let o = new c 3
let p = new d [1] 1
class ['a4] a4 (x : 'a4) = object method get = x method mk : int b4 = new b4 1 end
and ['b4] b4 (y : 'b4) = object method get2 = y end
class ['a5] a5 (x : 'a5) = object method get = x end
and c5 = object method m = new a5 1 end
