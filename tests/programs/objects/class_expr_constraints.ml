(* Constraints (ce : ct) anywhere in a class expression: around the body, under fun and let,
   around a fun, nested, around a class applied; the class gets the constraint's type. *)
class type ct = object method x : int end
class c = (object method x = 1 method private y = 2 end : ct)
class d = fun (a : int) -> (object method x = a end : ct)
class e (a : int) = let b = a + 1 in (object method x = b end : ct)
class f = (fun (a : int) -> object method x = a end : int -> ct)
class g = ((object method x = 3 end : ct) : ct)
class h = (c : ct)
class i = (object (self) method x = self#y method private y = 5 end : object method x : int end)
class j (a : int) : ct = object method x = a * 10 end
class k = let open List in (fun l -> object method x = length l end : int list -> ct)
class ['a] l (v : 'a) = (object method get = v method x = 0 end : object method get : 'a method x : int end)
(* A constraint that makes a method's type less general. *)
class m = (object method id x = x end : object method id : int -> int end)
(* A private method made public by the constraint. *)
class n = (object method private p = 7 end : object method p : int end)
let show (o : ct) = o#x
let () =
  Printf.printf "%d %d %d %d %d %d %d %d %d\n" (show (new c)) (show (new d 2)) (show (new e 3))
    (show (new f 4)) (show (new g)) (show (new h)) (new i)#x (show (new j 5)) (show (new k [1; 2; 3]));
  Printf.printf "%s %d %d\n" ((new l "s")#get) ((new m)#id 8) (new n)#p
