module type T = sig type t val v : t val str : t -> string end
module Make (X : T) = struct
  class ['a] box (init : 'a) (extra : X.t) = object
    val mutable contents = init
    val tag : X.t = extra
    method get : 'a = contents
    method tag = X.str tag
    method put (x : 'a) = contents <- x
  end
  class default = object inherit [X.t] box X.v X.v method describe = "default " ^ X.str X.v end
  let mk () = new default
end
module IntM = Make (struct type t = int let v = 7 let str = string_of_int end)
module StrM = Make (struct type t = string let v = "s" let str s = "'" ^ s ^ "'" end)
class sub = object inherit IntM.default as super method describe = "sub/" ^ super#describe end
include Make (struct type t = float let v = 1.5 let str = string_of_float end)
let () =
  let b = new IntM.box "hello" 3 in
  print_endline (b#get ^ " " ^ b#tag);
  b#put "world"; print_endline b#get;
  let d = new StrM.default in
  print_endline (d#describe ^ " " ^ d#get ^ " " ^ d#tag);
  print_endline (new sub)#describe;
  let f = new default in
  print_endline (f#describe ^ " " ^ string_of_float f#get);
  print_endline (IntM.mk ())#describe;
  let l : IntM.default list = [new IntM.default; (new sub :> IntM.default)] in
  List.iter (fun o -> print_endline o#describe) l
module type HasC = sig type t class c : t -> object method v : t end end
module G (X : T) : HasC with type t = X.t = struct type t = X.t class c (x : t) = object method v = x end end
module GI = G (struct type t = int let v = 0 let str = string_of_int end)
let () = print_int (new GI.c 41)#v; print_newline ()
