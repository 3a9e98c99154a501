(* A partial application evaluates as OCaml's translation builds it: at the first omitted
   argument, the given ones before it are applied at once (the function's body runs now if its
   arity allows), unless they are all for optional parameters, in which case they are evaluated
   each time the closure gets the omitted argument; the arguments after it are evaluated now,
   left to right. *)
let p s = print_endline s
let g x = p "g body"; fun ~y ~z -> p (Printf.sprintf "g %d %d %d" x y z)
let h = g (p "x arg"; 1) ~z:(p "z arg"; 3)
let () = p "h defined"
let () = h ~y:(p "y arg"; 2)
let () = h ~y:2
let k ?(a = 0) ~b ~c () = p (Printf.sprintf "k %d %d %d" a b c)
let k1 = k ~a:(p "a arg"; 1) ~c:(p "c arg"; 3)
let () = p "k1 defined"
let () = k1 ~b:2 (); k1 ~b:4 ()
let m ~x ?(o = 5) ~y () = p (Printf.sprintf "m %d %d %d" x o y)
let m1 = m ~y:(p "y2 arg"; 1)
let () = p "m1 defined"; m1 ~x:3 (); m1 ~x:4 ~o:6 ()
let n a b c d = p (Printf.sprintf "n %d %d %d %d" a b c d)
let two f ~l1 ~l2 = f l1 l2
let n1 = two ~l2:(p "l2"; 2)
let () = p "n1 defined"; n1 (fun a b -> p (string_of_int (a + b))) ~l1:(p "l1"; 1)
let f5 a ~b c ~d e = p (Printf.sprintf "f5 %d %d %d %d %d" a b c d e)
let f1 = f5 (p "a"; 1) ~d:(p "d"; 4)
let () = p "f1 defined"; f1 ~b:(p "b"; 2) (p "c"; 3) (p "e"; 5)
let f2 = f5 ~d:(p "d2"; 4) ~b:(p "b2"; 2)
let () = p "f2 defined"; f2 1 3 5
let g ?(o = p "default o"; 0) ~x ~y ~z () = p (Printf.sprintf "g %d %d %d %d" o x y z)
let g1 = g ~z:(p "z"; 3) ~x:(p "x"; 1)
let () = p "g1 defined"; g1 ~y:2 (); g1 ~o:9 ~y:2 ()
let g2 = g ~o:(p "o"; 7) ~y:(p "y"; 2)
let () = p "g2 defined"; g2 ~x:1 ~z:3 (); g2 ~z:3 ~x:1 ()
let h x = p "h body"; fun ?(q = 1) ~r -> p (Printf.sprintf "h %d %d %d" x q r)
let h1 = h 5 ~r:(p "r"; 6)
let () = p "h1 defined"; h1 ~q:2; h1 ~q:3
