(* First-class modules stored in records and hashtables. *)
module type CODEC = sig val encode : string -> string val name : string end
module Upper = struct let encode = String.uppercase_ascii let name = "upper" end
module Rev = struct let encode s = String.init (String.length s) (fun i -> s.[String.length s - 1 - i]) let name = "rev" end
type entry = { codec : (module CODEC); enabled : bool }
let registry = Hashtbl.create 4
let register (module C : CODEC) = Hashtbl.replace registry C.name { codec = (module C); enabled = true }
let () = register (module Upper); register (module Rev)
let apply name s =
  match Hashtbl.find_opt registry name with
  | Some { codec = (module C); enabled = true } -> C.encode s
  | _ -> s
let r = apply "rev" "abc"
