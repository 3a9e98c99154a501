module type FUNCTION = sig
  type arg
  type result
  val name : string
  val compute : (arg -> result) -> arg -> result
end
module Make (F : FUNCTION) = struct
  let table = Hashtbl.create 64
  let count = ref 0
  let rec get x =
    match Hashtbl.find_opt table x with
    | Some v -> v
    | None -> incr count; let v = F.compute get x in Hashtbl.add table x v; v
  let computed () = !count
end
