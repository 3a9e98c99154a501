(* Inheritance, super calls, overriding with late binding through self. *)
class animal name = object (self)
  method name : string = name
  method sound = "..."
  method speak = Printf.printf "%s says %s\n" self#name self#sound
  method describe = "an animal called " ^ self#name
end

class dog name = object
  inherit animal name as super
  method! sound = "Woof"
  method! describe = super#describe ^ " (a dog)"
  method fetch = Printf.printf "%s fetches\n" name
end

class puppy name = object (self)
  inherit dog name as parent
  method! sound = "Yip"
  method! speak = parent#speak; Printf.printf "(%s wags its tail)\n" self#name
end

let () =
  let a = new animal "generic" in
  let d = new dog "Rex" in
  let p = new puppy "Bit" in
  a#speak; d#speak; p#speak;
  print_endline a#describe;
  print_endline d#describe;
  print_endline p#describe;
  d#fetch; p#fetch;
  let all : animal list = [ a; (d :> animal); (p :> animal) ] in
  List.iter (fun x -> print_endline x#sound) all

(* Instance variables of the parent, read and changed by the child's methods. *)
class account initial = object
  val mutable balance = initial
  method balance = balance
  method deposit x = balance <- balance + x
  method withdraw x = if x > balance then failwith "insufficient funds" else balance <- balance - x
end

class savings initial rate = object (self)
  inherit account initial as acc
  method add_interest = self#deposit (balance * rate / 100)
  method! withdraw x = print_endline "withdrawing from savings"; acc#withdraw x
end

let () =
  let s = new savings 1000 5 in
  s#add_interest;
  Printf.printf "%d\n" s#balance;
  s#withdraw 50;
  Printf.printf "%d\n" s#balance;
  (try s#withdraw 100000 with Failure m -> print_endline m);
  Printf.printf "%d\n" s#balance

(* Initializers run in order: the parent's first. *)
class base = object
  val mutable log = []
  initializer log <- "base" :: log
  method log = String.concat "," (List.rev log)
end
class derived = object
  inherit base
  initializer log <- "derived" :: log
end
let () = print_endline (new derived)#log
