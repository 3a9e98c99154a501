(* Warning 32 for the values of local structures (let module, let open struct, packed modules,
   functor arguments), for values used only by their own let rec, and under [@@warning]. *)
module type S = sig val s : int end
module type P = sig val a : int end
let v = let module M = struct let unused = 1 let x = 2 end in M.x
module C : sig val x : int end = struct let unused2 = 1 let x = 2 end
module G : sig end = struct let in_g = 1 end
let w = let module M = struct let a = 1 let b = a let _c = 3 end in M.b
let w2 = let module M = struct let rec r x = r x let y = 1 end in M.y
let w3 = let module M = struct module N = struct let deep = 1 end let z = 1 end in M.z
let w4 = let module M = struct let used_in_body = 1 end in M.used_in_body
let w5 () = let module M = struct let p = 1 and q = 2 end in M.p
let w6 = let open struct let hidden = 1 let seen = 2 end in seen
let w7 = (module struct let s = 1 let extra = 2 end : S)
include struct let inc = 1 end
module H = struct let h = 1 end
let w9 = let module M = struct let t = 1 end in ()
module F (X : P) = struct let b = X.a end
let u1 = let module N = F (struct let a = 1 let not_in_p = 2 end) in N.b
module C2 : sig val x : int end = struct let rec r x = r x let x = 2 end
module D : sig val f : int -> int end = struct let rec f x = g x and g x = if x > 0 then f (x - 1) else 0 end
module E : sig val k : int end = struct let rec h x = h x let k = 1 let _ = h end
let u2 = let module M = struct let x = 1 let x = x + 1 end in M.x
let u3 = let module M = struct let a = 1 let b = 2 end in let module N = M in N.a
let u4 = let module M = struct let a = 1 let b = 2 end in let module N = struct include M end in N.b
let u5 = let module M = struct let a = 1 let b = 2 end in (module M : P)
let u6 = let module M = struct let a = 1 [@@warning "-32"] let b = 2 end in 0
let u7 = let module M = struct module N = struct let a = 1 let c = 3 end end in M.N.a
let u8 () = let module M = struct let f () = 1 let g () = 2 end in let open M in f ()
let u9 = let module M = struct let rec f x = g x and g x = x and h x = h x end in M.f
module M : sig val b : int end = struct let a = 1 [@@warning "-32"] let b = 2 let c = 3 [@@ocaml.warning "-32"] let d = 4 end
