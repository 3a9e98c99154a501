let r =
  let module M = struct type t = A end in
  M.A
