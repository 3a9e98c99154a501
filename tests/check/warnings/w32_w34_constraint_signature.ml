(* The values and types of a constraint's signature: a use through the module, or the unit's
   interface exporting them, marks them. *)
module M : sig type t val x : t val y : int type u end = struct type t = int let x = 1 let y = 2 type u = bool end
let a = M.y
module E : sig val e : int type et end = struct let e = 1 type et = int end
module P = (struct let p = 1 type pt = int end : sig val p : int type pt end)
let g () =
  let module L : sig val l : int type lt end = struct let l = 1 type lt = int end in
  let module K = (struct let k = 1 end : sig val k : int end) in
  L.l + K.k
include (struct let i = 1 let j = 2 end : sig val i : int end)
