(* A value followed through a call and back. [pair_up] returns its argument
   as the first component of a pair; once it is inlined into [use],
   Simplify knows that [a] is [n], so the test is true, the other branch
   and the doubling are dead, and [use n] is [n + 1]. Compare the IR before
   Simplify and after round 0. *)

let pair_up v =
  let doubled = v + v in
  let p = (v, doubled) in
  p

let use n =
  let a, b = pair_up n in
  if a = n then a + 1 else b

let () = Printf.printf "%d\n" (use (Sys.opaque_identity 41))
