(* In a structure, a type, a constructor, a module or an external may carry an alert; a value
   bound by let does not (its attributes are not an alert, as in ocamlc). *)
module M = struct
  let old x = x [@@deprecated "not an alert"]
  external ext : int -> int = "%identity" [@@deprecated "use id"]
  type t = C [@deprecated "C is old"] | D
  type u = int [@@deprecated "u is old"]
end
let a = M.old 1
let b = M.ext 2
let c = M.C
let (d : M.u) = 4
