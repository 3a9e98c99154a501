(* Inside expressions a doc comment documents nothing: ocamlc ignores it, and says so. *)
let f x =
  (** the result *)
  x + 1

let g = function
  | 0 -> (** zero *) 1
  | n -> n

let h x =
  let y = x (** y *) in
  let module M = struct
    (** in a local structure: documents z *)
    let z = y
  end in
  [ M.z; (** an element *) 2 ]

let k (** a parameter *) x = x
