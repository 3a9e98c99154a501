(* constraint in classes and class types, self types in class types (object ('s) ... end). *)
class ['a] c (x : 'a) = object constraint 'a = int method get = x end
class ['a, 'b] d (x : 'a) (y : 'b) = object constraint 'a = 'b list method get = x method y = y end
class ['a] e = object constraint 'a = < m : int; .. > method call (o : 'a) = o#m end
class type ['a] ct = object constraint 'a = int method get : 'a end
class type ['a] ct2 = object ('self) constraint 'a = 'self list method get : 'a method me : 'self end
class f = object (self : 'self) method me : 'self = self end
class type ft = object ('s) method me : 's method other : 's -> bool end
class type ['a] gt = object ('s) constraint 's = < get : 'a; .. > method get : 'a end
class point x = object (self : 'self)
  val x : int = x
  method x = x
  method eq (p : 'self) = p#x = x
  method move d : 'self = {< x = x + d >}
end
class type point_t = object ('s) method x : int method eq : 's -> bool method move : int -> 's end
module M : sig
  class p : int -> object ('s) method x : int method eq : 's -> bool method move : int -> 's end
  class ['a] q : 'a -> object constraint 'a = int method v : 'a end
end = struct
  class p = point
  class ['a] q (v : 'a) = object constraint 'a = int method v = v + 0 end
end
class ['a] counter (start : 'a) = object (self : 's)
  constraint 's = < next : 'a; .. >
  constraint 'a = int
  val mutable n = start
  method next = n <- n + 1; n
end
let o = new c 3
let p = new d [1] 1
let q = new M.q 4
let () =
  let a = new point 1 in
  let b = a#move 2 in
  Printf.printf "%d %d %b %b\n" a#x b#x (a#eq b) (b#eq (a#move 2));
  let m = new M.p 5 in
  Printf.printf "%d %b\n" (m#move 1)#x (m#eq m);
  let e = new e in
  Printf.printf "%d %d\n" (e#call (object method m = 7 end)) (e#call (object method m = 8 end));
  let k = new counter 10 in
  ignore k#next;
  Printf.printf "%d %d %d\n" k#next o#get (List.hd p#get + p#y + q#v)
