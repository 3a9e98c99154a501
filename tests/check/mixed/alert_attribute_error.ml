(* `[@@@ocaml.alert "++risky"]` in the source makes the later uses errors. *)
module M : sig val f : int -> int [@@alert risky "think twice"] end = struct let f x = x end
let a = M.f 1
[@@@ocaml.alert "++risky"]
let b = M.f 2
let c = String.copy "c"
