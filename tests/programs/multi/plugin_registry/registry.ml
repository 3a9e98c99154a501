module type PLUGIN = sig
  val name : string
  val transform : string -> string
end
let plugins : (module PLUGIN) list ref = ref []
let register p = let (module P : PLUGIN) = p in Printf.printf "registering %s\n" P.name; plugins := !plugins @ [ p ]
let names () = List.map (fun (module P : PLUGIN) -> P.name) !plugins
let apply_all s = List.fold_left (fun acc (module P : PLUGIN) -> P.transform acc) s !plugins
let find n = List.find_opt (fun (module P : PLUGIN) -> P.name = n) !plugins
