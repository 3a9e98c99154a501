(* The location-less copies of warning 52 for later cases, in several shapes: a wildcard
   beside the literal meeting constructors above, an or-pattern of literals, nested
   constructors, a guarded case above (not counted), a redundant case (none). *)
let a e b = match e, b with
  | Failure "x", true -> 1
  | Failure "x", _ -> 2
  | _ -> 3
let b = function
  | Not_found -> 0
  | Failure ("a" | "b" | "c") -> 1
  | _ -> 2
let c = function
  | Some Not_found -> 0
  | Some (Invalid_argument "i") -> 1
  | Some (Sys_error "") | None -> 2
  | _ -> 3
let d e = match e with
  | Failure s when s = "" -> 0
  | Failure "y" -> 1
  | _ -> 2
let e = function
  | Failure _ -> 0
  | Failure "z" -> 1
  | _ -> 2
let f = function
  | (Exit, _) -> 0
  | (Failure "p", Some (Failure "q")) -> 1
  | (_, Some _) -> 2
  | _ -> 3
