(* Class constraints inside class expressions: the class's type is the constraint's. *)
class type ct = object method x : int end
class c = (object method x = 1 method private y = 2 end : ct)
class d = fun (a : int) -> (object method x = a end : ct)
class e (a : int) = let b = a + 1 in (object method x = b end : ct)
class f = (fun (a : int) -> object method x = a end : int -> ct)
class g = ((object method x = 3 end : object method x : int end) : ct)
class h = (c : ct)
class ['a] l (v : 'a) = (object method get = v method x = 0 end : object method get : 'a method x : int end)
class m = (object method id x = x end : object method id : int -> int end)
class n = (object method private p = 7 end : object method p : int end)
class o : object method pub : int end = object (self) method private m = "s" method pub = String.length self#m end
class p = object inherit o method m = 3.5 end
class q = (fun ~x ?(y = 2) () -> object method s = x + y end : x:int -> ?y:int -> unit -> object method s : int end)
class r = (object val v = 1 val mutable w = 2 method s = v + w end : object val v : int method s : int end)
