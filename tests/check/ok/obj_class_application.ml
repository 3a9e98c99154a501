class c x y = object val v = x + y method m = v method n = x end
class d = c 1
class e x = c x 2
class f = let y = 3 in c y
class g = fun (x : int) -> object method g = x end
class h = let rec loop n = if n = 0 then 0 else loop (n - 1) in fun z -> object method h = loop z + z end
class k = c 1 2
class ['a] p (x : 'a) = object method get = x end
class q = [int] p 3
class r = ((c 1 : int -> c))
class lc ~x ~y = object method s : int = x + y end
class ld = lc ~y:2
class le = lc ~x:1
class o ?(x = 1) () = object method s : int = x end
class o2 = o
class o3 = o ~x:3
class o4 = o ()
class counter = let n = ref 0 in object method next = incr n; !n end
class counter2 () = let n = ref 0 in object method next = incr n; !n end
class w x = let x = x * 2 in fun y -> let x = x + y in object method w = x end
class sub = object inherit d 10 as super method! m = super#m * 100 end
class ['b] q3 = ['b] p
let make_d = new d
let x = (new o4)#s
