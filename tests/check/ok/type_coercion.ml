(* Coercions with :> on private types. *)
module Name : sig
  type t = private string
  val of_string : string -> t
end = struct
  type t = string
  let of_string s = String.lowercase_ascii s
end
let n = Name.of_string "Bob"
let s = (n :> string)
let len = String.length (n :> string)
let all = List.map (fun (x : Name.t) -> (x :> string)) [n; Name.of_string "X"]
let list_coerce (l : Name.t list) = (l :> string list)
let double_annot = (n : Name.t :> string)
