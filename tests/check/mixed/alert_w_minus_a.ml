(* `-w -a` silences the deprecated alert (warning 3), not the others. *)
module M : sig val f : int -> int [@@alert risky "think twice"] end = struct let f x = x end
let a = String.copy "a"
let b = M.f 1
