(* `-alert ++deprecated`: the deprecated alert is an error, reported where found; the file
   fails after all its diagnostics. *)
module M : sig val f : int -> int [@@alert risky "think twice"] end = struct let f x = x end
let a = String.copy "a"
let b = M.f 1
let c = String.lowercase "C"
