(* A closure capturing a pair it only takes apart, called directly by a sibling closure:
   the sibling reads the closure as it was allocated, so its variables stay as they are. *)
let f x0 x1 =
  let pair = (x0, x1) in
  let g y = fst pair + snd pair + y in
  let h z = g z * 2 in
  h
let () = print_int ((Sys.opaque_identity (f 1 2)) 3); print_newline ()
