[@@@ocaml.warning "+32"]
module M : sig val used : int -> int end = struct
  let helper x = x * 2
  let unused_helper x = x - 1
  let used x = helper x
end
let r = M.used 3
