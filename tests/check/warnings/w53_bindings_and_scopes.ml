(* Warning 53 on let bindings (inline and local, not specialise, off functions), located at the
   binding; the attributes of the source do not silence it, the translation running after. *)
let n = let[@inline] x = 8 and[@specialise] y = 9 in
  x + y
let[@local] p = 10 and[@inline] q = 11
let r = let[@inline] f = let a = 1 in fun x -> x + a in f 2
let s = let[@inline] rec g = (fun x -> x) in g 3
let t = (1 [@inline] [@warning "-53"])
let[@inline] [@warning "-53"] u = 12
let v = (fun x -> x) [@specialised]
let w = let[@ocaml.inline] z = 1 in z
let x = (succ 1 [@inlined])
let b = let x = 8 and[@inline] y = 9 in x + y
let[@specialise] c = 1
let d = let[@local] x = 8 in x
let e = let[@inline][@specialise] x = 8 in x
let g = let x = 1 and[@specialise] y = 2 in x + y
[@@@warning "-53"]
let sa = (1 [@inline])
[@@@warning "+53"]
let sb = (2 [@inline])
let sc = (3 [@inline]) [@@warning "-53"]
module M = struct
  [@@@warning "-53"]
  let d = (4 [@inline])
end
let se = (5 [@inline])
let sf = ((6 [@inline]) [@warning "-53"])
