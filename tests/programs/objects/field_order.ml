(* The fields of a class in order: a method an inherited class defines after it overrides it (and warning 7 says so). *)
class a = object method m = 1 val x = 10 method x = x end
class b = object val x = 20 method m = 2 inherit a end
let () = Printf.printf "%d %d\n" (new b)#m (new b)#x
class c = object (self) method m = 3 method call = self#m inherit a method! x = 30 end
let () = Printf.printf "%d %d %d\n" (new c)#m (new c)#call (new c)#x
