(* Classes constrained by class types (virtual, with inherit, with instance variables and type parameters), inherited. *)
class virtual v : object method virtual m : int method n : int end = object (self) method virtual m : int method n = self#m + 1 end
class w = object inherit v method m = 41 end
class type base = object method b : int end
class type ext = object inherit base method e : int end
class x = (object method b = 1 method e = 2 method private h = 3 end : ext)
class ['a] y (z : 'a) = let k = 2 in (object val v = z method get = v method k = k end : object val v : 'a method get : 'a method k : int end)
class yy = object inherit [string] y "s" method s = v ^ "!" end
let () = Printf.printf "%d %d %d %s %d %s\n" (new w)#n (new x)#b (new x)#e ((new y 5)#get |> string_of_int) (new y true)#k (new yy)#s
