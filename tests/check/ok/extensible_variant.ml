(* Extensible variant types: type t = .. and type t += ... *)
type attr = ..
type attr += Bold | Size of int
type attr += Color of string
let show = function
  | Bold -> "bold"
  | Size n -> "size " ^ string_of_int n
  | Color c -> c
  | _ -> "unknown"
module Ext = struct
  type attr += Italic
end
let all = [Bold; Size 3; Ext.Italic]
exception Custom = Failure
let alias_raise () = raise (Custom "x")
