let f x =
  let module M = struct
    type t = A | B
    let g (y : t) = y = A
  end in
  M.g x
