(* Warning 53 on expressions and modules: inline and specialise off functions, inlined and
   tailcall off applied functions, specialised anywhere (OCaml 4.13), inline on a module that is
   not a functor, inlined off an applied functor. *)
let[@specialise] rec iter f = function [] -> () | x :: xs -> f x; iter f xs
let a l = (iter [@specialised]) print_int l
let b l = (iter [@inlined]) print_int l
let c l = (iter [@inlined never]) print_int l
let d = (1 [@inline])
let e = (fun x -> x) [@inline]
let g = (fun x -> x) [@specialise]
let h = (3 [@inlined])
let i = (4 [@tailcall])
let j x = (iter [@tailcall]) print_int x
let k = (5 [@specialise])
let l = (6 [@ocaml.inline])
let m = (7 [@local])
let n = let[@inline] x = 8 in x
let o = let[@local] f x = x in f 9
let[@inline] p = 10
let q = (11 [@unrolled 3])
module M = struct end [@@inline]
module F (X : sig end) = struct end
module N = (F [@inlined]) (struct end)
module O = (M [@inlined])
let r () = (iter [@specialised]) ignore []
let s = (Fun.id [@inlined]) 3
let t = (succ [@inlined]) 3
let u = (12 [@deprecated "x"])
