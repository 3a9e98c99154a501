(* Type sharing between two modules made by functors. *)
module type ID = sig type t val make : int -> t val get : t -> int end
module Id : ID = struct type t = int let make x = x let get x = x end
module Registry (I : ID) : sig
  type key = I.t
  val register : key -> string -> unit
  val lookup : key -> string option
end = struct
  type key = I.t
  let tbl = Hashtbl.create 8
  let register k v = Hashtbl.replace tbl (I.get k) v
  let lookup k = Hashtbl.find_opt tbl (I.get k)
end
module R = Registry (Id)
let k = Id.make 1
let () = R.register k "one"
let found = R.lookup k
