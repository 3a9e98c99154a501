(* `inherit` of class expressions other than a class applied: structures, functions applied,
   `let`s, constraints, `let open`; their evaluation order and initializers, as OCaml has them. *)

let trace s = print_string s; print_newline ()

class point (x : int) = object
  val x = x
  method x = x
  method show = Printf.sprintf "point(%d)" x
  initializer trace "init point"
end

(* An object structure inherited, with instance variables, methods and an initializer. *)
class labelled name = object (self)
  inherit object
    val mutable count = 0
    method count = count
    method incr = count <- count + 1
    initializer trace "init inner structure"
  end
  method name : string = name
  method describe = Printf.sprintf "%s:%d" self#name self#count
  initializer trace ("init labelled " ^ name)
end

(* A function applied, its argument evaluated as the object is made. *)
class twice = object
  inherit (fun n -> object method double = 2 * n end) (trace "argument of twice"; 21)
  method both = (1, 2)
end

(* `let` before a class applied: evaluated at each `new`, where the inherit stands. *)
class shifted = object
  val before = trace "val before"
  inherit (let y = (trace "let y"; 10) in point (y + 1))
  val after = trace "val after"
end

(* Nested: a `let`, then a function applied, then a class applied. *)
class nested k = object
  inherit (let y = (trace "nested let"; k) in (fun z -> point (y + z)) (trace "nested argument"; 100))
  initializer trace "init nested"
end

(* The enclosing class's parameters and `let`s, read by the inherited structure's methods. *)
class scaled (factor : int) =
  let offset = (trace "offset, once"; 5) in
  object
    inherit object
      method scale v = v * factor + offset
    end
    method factor = factor
  end

(* A constraint: the class type hides a method and an instance variable. *)
class type shown = object method show : string end

class hidden = object
  inherit (object val secret = 42 method show = "shown" method private peek = secret end : shown) as super
  method show = "hidden/" ^ super#show
end

(* A class applied, constrained. *)
class type point_type = object method x : int method show : string end

class wrapped = object
  inherit (point 7 : point_type) as p
  method show = "wrapped " ^ p#show
end

(* `let open` in the inherited class expression. *)
module Greeting = struct
  let hello = "hello"
  class greeter who = object method greet = hello ^ ", " ^ who end
end

class polite = object
  inherit let open Greeting in greeter (String.uppercase_ascii hello)
  method bow = "*bows*"
end

(* Labelled and optional parameters of an inherited function. *)
class opt_args = object
  inherit (fun ?(scale = 3) ~base () -> object method value = scale * base end) ~base:4 ()
end

class opt_given = object
  inherit (fun ?(scale = 3) ~base () -> object method value = scale * base end) ~scale:10 ~base:4 ()
end

(* A class expression applied as a class's body, and a partial application completed later. *)
class adder = (fun a b -> object method sum : int = a + b end) 1

class three = object
  inherit adder 2
end

class sum3 x y z = object method total : int = x + y + z end

class partial = (sum3 1) 2 3

(* A virtual method from an inherited structure, defined later. *)
class virtual shape = object (self)
  inherit object method virtual area : float method name = "shape" end
  method report = Printf.sprintf "%s: %.1f" self#name self#area
end

class square side = object
  inherit shape
  method area = side *. side
  method! name = "square"
end

(* Classes defined in a function: the inherited expression sees the function's variables. *)
let make_counter start =
  let module M = struct
    class c = object
      inherit (fun step -> object
        val mutable n = start
        method next = n <- n + step; n
      end) 2
    end
  end in
  new M.c

(* An instance variable inherited from a structure and overridden, then copied. *)
class cell = object
  inherit object val v = 1 method v = v end
  val! v = 5
  method with_v w = {< v = w >}
end

(* A group: the second class inherits an expression applying the first. *)
class base_g n = object method n : int = n end
and derived_g = object
  inherit (fun m -> base_g (m * 3)) 5
  method m = 0
end

let () =
  trace "-- labelled";
  let l = new labelled "a" in
  l#incr;
  l#incr;
  trace l#describe;
  trace "-- twice";
  let t = new twice in
  Printf.printf "%d %d\n" t#double (fst t#both);
  trace "-- shifted";
  let s = new shifted in
  Printf.printf "%d %s\n" s#x s#show;
  let s2 = new shifted in
  Printf.printf "%d\n" s2#x;
  trace "-- nested";
  let n = new nested 1 in
  Printf.printf "%d\n" n#x;
  trace "-- scaled";
  let a = new scaled 2 and b = new scaled 3 in
  Printf.printf "%d %d %d\n" (a#scale 10) (b#scale 10) a#factor;
  trace "-- hidden";
  print_endline (new hidden)#show;
  print_endline (new wrapped)#show;
  trace "-- polite";
  let p = new polite in
  print_endline (p#greet ^ " " ^ p#bow);
  trace "-- optional";
  Printf.printf "%d %d\n" (new opt_args)#value (new opt_given)#value;
  trace "-- applied";
  Printf.printf "%d %d %d\n" ((new adder) 5)#sum (new three)#sum (new partial)#total;
  trace "-- virtual";
  print_endline (new square 3.0)#report;
  trace "-- counter";
  let c = make_counter 10 in
  let _ = c#next in
  Printf.printf "%d\n" c#next;
  trace "-- cell";
  let c = new cell in
  let c' = c#with_v 9 in
  Printf.printf "%d %d %d\n" c#v c'#v (Oo.copy c')#v;
  trace "-- group";
  let d = new derived_g in
  Printf.printf "%d %d\n" d#n d#m
