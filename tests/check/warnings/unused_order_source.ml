(* The unused-name warnings come in the order of the source, whatever the nesting. *)
[@@@ocaml.warning "+32"]
module M : sig end = struct
  let unused_value = 1
  let f () = let y = 2 in 0
  let _ = f
end
let f () = let x = let y = 1 in 2 in 0
let g () = let a = 1 in let b = 2 in 0
