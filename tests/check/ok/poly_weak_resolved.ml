(* A weak type variable becomes a known type once the value is used. *)
let r = ref []
let () = r := [1; 2]
let tbl = Hashtbl.create 8
let () = Hashtbl.add tbl "k" 1.5
let memo = ref None
let get () = match !memo with Some v -> v | None -> let v = "computed" in memo := Some v; v
let id_applied = (fun x -> x) (fun y -> y)
let used = id_applied true
