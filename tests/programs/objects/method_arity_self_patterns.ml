(* Methods with parameters under every form of self pattern: called with all their arguments,
   partially, through super, and with effects between self and the parameters. *)
class counter = object (self)
  val mutable n = 0
  method add k = n <- n + k; self
  method get = n
end

class typed = object (self : 'self)
  val base = 10
  method scale x y = base * x + y
  method twice x = self#scale x x
end

class aliased = object ((_ : < f : int -> int; .. >) as me)
  method f x = x + 1
  method g x = me#f (me#f x)
end

class anon = object (_)
  method h a b c = a - b - c
end

class effects = object
  method m = print_string "m "; fun x -> x * 2
  method l ~lbl ?(opt = 3) () = lbl + opt
end

class sub = object (self)
  inherit typed as super
  method! scale x y = super#scale x y + 1
  method poly : 'a. ('a -> int) -> 'a -> int = fun f x -> f x + self#twice 1
end

let () =
  let c = new counter in
  print_int ((c#add 2)#add 3)#get; print_newline ();
  let t = new typed in
  Printf.printf "%d %d\n" (t#scale 2 3) (t#twice 4);
  let partial = t#scale 5 in
  Printf.printf "%d %d\n" (partial 1) (partial 2);
  let a = new aliased in
  Printf.printf "%d\n" (a#g 5);
  let n = new anon in
  Printf.printf "%d\n" (n#h 10 3 2);
  let e = new effects in
  let f = e#m in
  Printf.printf "%d %d\n" (f 4) (e#m 5);
  Printf.printf "%d %d\n" (e#l ~lbl:1 ()) (e#l ~lbl:1 ~opt:10 ());
  let s = new sub in
  Printf.printf "%d %d %d\n" (s#scale 2 3) (s#twice 4) (s#poly String.length "abc");
  let o = object (self) val v = 7 method k x y = v + x + y method j = self#k 1 2 end in
  Printf.printf "%d %d\n" (o#k 1 1) o#j;
  let objs = [ (t :> < twice : int -> int >); (s :> < twice : int -> int >) ] in
  List.iter (fun o -> Printf.printf "%d " (o#twice 3)) objs;
  print_newline ()
