(* Immediate objects: methods, instance variables, self, private methods. *)
let point =
  object (self)
    val x = 3
    val y = 4
    method x = x
    method y = y
    method private square v = v * v
    method norm2 = self#square x + self#square y
    method describe = Printf.sprintf "(%d, %d) norm2=%d" self#x self#y self#norm2
  end

let greeter name =
  object
    method greet greeting = greeting ^ ", " ^ name ^ "!"
    method name = name
  end

let () =
  print_endline point#describe;
  let g = greeter "world" in
  print_endline (g#greet "Hello");
  print_endline (g#greet "Goodbye");
  Printf.printf "%s has %d letters\n" g#name (String.length g#name)

(* Methods with several and labelled arguments, and partial application of a method. *)
let calc =
  object
    method add a b = a + b
    method scale ~by x = by * x
    method apply f = f 10
  end

let () =
  Printf.printf "%d %d %d\n" (calc#add 2 3) (calc#scale ~by:3 7) (calc#apply (fun x -> x * x));
  let add5 = calc#add 5 in
  Printf.printf "%d %d\n" (add5 1) (add5 2);
  let l = List.map (calc#scale ~by:2) [1; 2; 3] in
  List.iter (Printf.printf "%d ") l;
  print_newline ()

(* An object capturing its environment, and an initializer. *)
let make_logger prefix =
  let count = ref 0 in
  object (self)
    initializer Printf.printf "[%s] created\n" prefix
    method log msg =
      incr count;
      Printf.printf "[%s #%d] %s\n" prefix !count msg;
      self
    method count = !count
  end

let () =
  let lg = make_logger "main" in
  ignore ((lg#log "one")#log "two");
  Printf.printf "logged %d\n" lg#count
