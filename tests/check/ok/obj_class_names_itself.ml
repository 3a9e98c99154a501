(* A class names itself in its own definition, as OCaml allows: its methods make its objects
   (new c), take and return them (type c), and a subclass does the same. *)
class counter n = object
  val n = n
  method value = n
  method next = new counter (n + 1)
  method same (o : counter) = o#value = n
end

class point x y = object (self)
  method x : float = x
  method y : float = y
  method add (p : point) = new point (x +. p#x) (y +. p#y)
  method scale k = new point (k *. self#x) (k *. self#y)
end

class colored x y (c : string) = object
  inherit point x y
  method color = c
  method recolor c' = new colored x y c'
end

class ['a] stack (items : 'a list) = object
  method push x = new stack (x :: items)
  method items = items
end

let () =
  let c = (new counter 1)#next#next in
  Printf.printf "%d %b %b\n" c#value (c#same (new counter 3)) (c#same c#next);
  let p = (new point 1. 2.)#add (new point 0.5 0.5) in
  let q = p#scale 2. in
  Printf.printf "%g %g %g %g\n" p#x p#y q#x q#y;
  let r = (new colored 1. 1. "red")#recolor "blue" in
  Printf.printf "%s %g\n" r#color (r#add (new point 1. 1.))#x;
  let s = ((new stack [])#push 1)#push 2 in
  List.iter (Printf.printf "%d ") s#items;
  print_newline ()
