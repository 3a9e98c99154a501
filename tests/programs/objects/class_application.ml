(* Class applications and class functions: `class d = c 1`, partial application, `fun`, `let`
   and `let rec` in class expressions (those before any parameter evaluated once). *)
class c x y = object val v = x + y method m = v method n = x end
class d = c 1
let () = print_endline "after d"
class e x = c x 2
class f = let y = print_endline "let f"; 3 in c y
class g = fun (x : int) -> object method g = x end
class h = let rec loop n = if n = 0 then 0 else loop (n - 1) in fun z -> object method h = loop z + z end
class k = c (print_endline "arg k"; 1) 2
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
let () =
  print_endline "before new";
  let o = new d 5 in
  Printf.printf "%d %d\n" o#m o#n;
  Printf.printf "%d\n" (new e 4)#m;
  Printf.printf "%d\n" (new f 1)#m;
  Printf.printf "%d\n" (new f 2)#m;
  Printf.printf "%d\n" (new g 7)#g;
  Printf.printf "%d\n" (new h 4)#h;
  Printf.printf "%d\n" (new k)#m;
  Printf.printf "%d\n" (new k)#m;
  Printf.printf "%d\n" (new q)#get;
  Printf.printf "%d\n" (new r 3)#m;
  Printf.printf "%d %d\n" (new ld ~x:1)#s (new le ~y:2)#s;
  Printf.printf "%d %d %d\n" (new o2 ())#s (new o3 ())#s (new o4)#s;
  let a = new counter and b = new counter in
  let x = a#next in
  let y = b#next in
  let z = a#next in
  Printf.printf "%d %d %d\n" x y z;
  let a = new counter2 () and b = new counter2 () in
  let x = a#next in
  let y = b#next in
  let z = a#next in
  Printf.printf "%d %d %d\n" x y z;
  Printf.printf "%d\n" (new w 1 3)#w;
  Printf.printf "%d\n" (new sub)#m
