(* Type-directed choice between an exception and a variant constructor of the same name *)
exception Parse of int
type result = Parse of string | Done
let code (e : exn) = match e with Parse n -> n | _ -> 0
let text = function Parse s -> s | Done -> ""
let raised () = raise (Parse 3)
type ev = ..
module M = struct type ev += Tick end
let t : ev = M.Tick
