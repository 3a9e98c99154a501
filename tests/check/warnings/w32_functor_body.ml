(* The values of a functor's body that its result, as the interface shows it, does not export. *)
module F (X : sig end) = struct let x = 1 let y = 2 end
module G = F (struct end)
module H (X : sig end) (Y : sig end) = struct let kept = 1 let dropped = 2 end
module Hidden (X : sig end) = struct let hidden = 1 module N = struct let inner = 2 end end
let local () =
  let module L (X : sig end) = struct let used = 1 let unused = 2 end in
  let module A = L (struct end) in
  A.used
