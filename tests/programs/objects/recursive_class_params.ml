(* Type parameters in a class ... and ... group, and inheriting a class of the same group. *)
class ['a] a (x : 'a) = object method get = x method mk : 'a b = new b x end
and ['a] b (y : 'a) = object method get2 = y method back : 'a a = new a y end
class base = object method x = 1 method who = "base" end
and derived = object inherit base as super method! who = "derived/" ^ super#who method y = 2 end
and other = let k = 10 in object inherit derived method z = k + (new base)#x end
let () =
  let o = new a 3 in
  Printf.printf "%d %d\n" o#mk#get2 o#mk#back#get;
  let s = new a "s" in
  print_endline s#mk#back#mk#get2;
  let d = new derived in
  Printf.printf "%d %d %s\n" d#x d#y d#who;
  let o = new other in
  Printf.printf "%d %s\n" o#z o#who
