(* More inherited class expressions: enclosing parameters, type parameters, super, inherit!,
   functional update, optional arguments, class groups, initializers among inherited ones. *)
let p s = print_endline s; s
class c (x : int) = object
  inherit (let y = x * 2 in object method m = y end)
  inherit object val v = x + 100 method v = v end
  inherit (fun a b -> object method ab : string = a ^ b end) (p "a") (p "b")
end
class ['a] pc (x : 'a) = object
  inherit (fun y -> object method pair : 'a * int = (x, y) end) 1
end
class s = object
  inherit (object method m = 1 end) as sup
  method! m = sup#m + 10
end
class o = object
  method m = 0
  inherit! (object method m = 1 end)
  method copy = {< >}
end
class cc (x : int) = object
  inherit (fun ?(d = (print_endline "default"; 5)) () -> object method d = d + x end) ()
  method again = {< >}
end
class grp1 = object method g = 1 end
and grp2 = object inherit (fun k -> object method h : int = k end) 3 end
class inits = object
  initializer print_endline "own first?"
  inherit object initializer print_endline "i1" end
  inherit (let _ = print_endline "let i2" in object initializer print_endline "i2" end)
  initializer print_endline "own"
end
let () =
  let o = new c 5 in
  Printf.printf "%d %d %s\n" o#m o#v o#ab;
  let (a, b) = (new pc "s")#pair in Printf.printf "%s %d\n" a b;
  Printf.printf "%d\n" (new s)#m;
  Printf.printf "%d\n" (new o)#copy#m;
  let k = new cc 1 in
  Printf.printf "%d %d\n" k#d k#again#d;
  Printf.printf "%d %d\n" (new grp2)#h (new grp1)#g;
  ignore (new inits)

(* A class of a group inheriting an expression that makes the group's other class's objects;
   a `let` of the inherited expression shadowing the class's parameter. *)
class ga = object inherit (fun x -> object method m = x + (new gb)#n end) 1 end
and gb = object method n = 1 end

class shadow (x : int) = object
  inherit (let x = "s" in object method m = x end)
  method x = x
end

let () = Printf.printf "%d %s %d\n" (new ga)#m (new shadow 3)#m (new shadow 4)#x
