(* Immediate objects inheriting classes. *)
class a = object val x = 1 method m = x end
class ['a] box (v : 'a) = object val mutable v = v method get = v method set x = v <- x end
let o = object inherit a as s val y = 5 method n = s#m + y end
let b = object (self) inherit [int] box 3 method twice = self#get * 2 end
let f k = object inherit a method! m = k end
let () = Printf.printf "%d %d %d %d\n" o#m o#n b#twice (f 9)#m; b#set 10; Printf.printf "%d\n" b#twice
module M = struct class c = object method m = 1 end end
let o2 = object inherit M.c end
let p = object inherit M.c method! m = 2 end
let q = object (self) inherit M.c method k = self#m end
let () = Printf.printf "%d %d %d\n" o2#m p#m q#k
