(* Object and variant types named by an abbreviation of a local module are printed as themselves once the module is out of scope, as ocamlc prints them. *)
let f () = let module M = struct type t = int end in (1 : M.t)
let g () = let module M = struct type t = < m : int > end in (object method m = 1 end : M.t)
let k () = let module M = struct class c = object method m = 1 end end in [new M.c]
let v () = let module M = struct type t = [`A | `B] end in (`A : M.t)
let w () = let module M = struct type t = [`A | `B] end in [(`A : M.t); `B]
let f () = let module M = struct class c = object method m = 1 end end in new M.c
let h () = let module M = struct class c = object method m = 1 end end in (new M.c)#m
