(* Manifest types and abstract types side by side in one signature. *)
module type S = sig
  type id = int
  type name
  type 'a table = (id * 'a) list
  val name_of_string : string -> name
  val insert : id -> 'a -> 'a table -> 'a table
end
module M : S = struct
  type id = int
  type name = string
  type 'a table = (id * 'a) list
  let name_of_string s = s
  let insert k v t = (k, v) :: t
end
let t = M.insert 1 "x" []
let plain : (int * string) list = t
let n = M.name_of_string "q"
