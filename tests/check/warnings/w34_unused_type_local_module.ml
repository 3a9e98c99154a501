[@@@ocaml.warning "+34"]
module M : sig val x : int end = struct
  type unused = A | B
  let x = 1
end
