(* The value restriction: applications are not generalised, so weak variables remain. *)
let r = ref []
let cache = Hashtbl.create 16
let id x = x
let applied = id (fun x -> x)
let eta_expanded x = id (fun y -> y) x
let mapped = List.map (fun x -> x)
let empty_list = []
let pair_fun = (fun x -> x), (fun y -> y)
let arr = [||]
let none = ref None
