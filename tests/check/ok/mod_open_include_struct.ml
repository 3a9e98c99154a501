(* open struct .. end keeps helpers private; include struct .. end inlines items. *)
open struct
  let helper x = x * 10
  type hidden = int
end
let public x = helper x + 1
include struct
  let a = 1
  let b = a + 1
end
module M = struct
  open struct let secret = 42 end
  let reveal () = secret
end
let c = M.reveal () + b
let d : hidden = 3
