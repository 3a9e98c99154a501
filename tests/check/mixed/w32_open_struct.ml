(* Warning 32 for the values of a structure opened at structure level (not exported). *)
open struct let hidden = 1 let seen = 2 end
let x = seen
include struct let inc_hidden = 3 end
module M = struct open struct let h2 = 1 end end
module N : sig val y : int end = struct open struct let a = 1 let b = 2 end let y = a end
