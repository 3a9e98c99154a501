(* A private method that a type hides (a class constraint, a class type, a signature) is the
   class's own: a method of that name in a class inheriting it is another method, which the
   hidden one's callers do not reach; a private method the type shows stays overridable. *)
class c : object method pub : int end = object (self) method private m = 1 method pub = self#m end
class d = object inherit c method m = 2 end
let () = Printf.printf "%d %d %d\n" (new c)#pub (new d)#pub (new d)#m

(* Hidden by a signature. *)
module M : sig class c : object method pub : int end end = struct
  class c = object (self) method private m = 10 method pub = self#m end
end
class e = object (self) inherit M.c method m = 20 method both = self#pub + self#m end
let () = Printf.printf "%d %d\n" (new e)#pub (new e)#both

(* Shown private: overridden, by a public or a private method. *)
class f : object method pub : int method private m : int end = object (self) method private m = 1 method pub = self#m end
class g = object inherit f method! m = 2 end
class h = object inherit f method! private m = 3 end
let () = Printf.printf "%d %d %d\n" (new f)#pub (new g)#pub (new h)#pub

(* The hidden method's type is free again: a subclass defines it with another type. *)
class i : object method len : int end = object (self) method private m = "four" method len = String.length self#m end
class j = object (self) inherit i method m = 3.5 method q = self#len end
let () = Printf.printf "%d %g\n" (new j)#q (new j)#m

(* Two levels: a hidden method below one the subclass shows, each called by its own class. *)
class k : object method a : string end = object (self) method private m = "k" method a = self#m end
class l = object (self) inherit k method private m = "l" method b = self#m ^ self#a end
class n = object inherit l method! m = "n" end
let () = Printf.printf "%s %s\n" (new l)#b (new n)#b

(* super# of a private method the parent shows. *)
class p = object method private m = 5 end
class q = object (self) inherit p as super method! private m = super#m + 1 method get = self#m end
let () = Printf.printf "%d\n" (new q)#get

(* An instance variable the constraint hides is the class's own too. *)
class r : object method get : int method set : int -> unit end = object val mutable x = 1 method get = x method set v = x <- v end
class s = object inherit r val mutable x = 10 method dx = x end
let () = let o = new s in o#set 5; Printf.printf "%d %d\n" o#get o#dx
