(* Type parameters in a class ... and ... group, and inheriting a class of the same group. *)
class ['a] a (x : 'a) = object method get = x method mk : 'a b = new b x end
and ['a] b (y : 'a) = object method get2 = y method back : 'a a = new a y end
class base = object method x = 1 method who = "base" end
and derived = object inherit base as super method! who = "derived/" ^ super#who method y = 2 end
and other = let k = 10 in object inherit derived method z = k + (new base)#x end
class a2 (x : int) = object method get = x end
and c2 = object method m = new a2 1 end
class c3 = object method m = new base end
class ['a] pair (x : 'a) (y : 'a) = object method fst = x method swap : 'a pair = new pair y x end
and ['a] holder (p : 'a pair) = object method first = p#fst end
let h = new holder (new pair 1 2)
