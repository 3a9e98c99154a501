(* Warning 33: a constructor or field found by its type uses the open that has it in scope. *)
[@@@ocaml.warning "+33"]
module M = struct type t = A | B type r = { f : int; g : int } end
module O = struct let unrelated = 0 end
let f (x : M.t) = let open M in match x with A -> 1 | B -> 2
let g (x : M.t) = let open O in match x with M.A -> 1 | M.B -> 2
let h (r : M.r) = let open M in r.f
let i () : M.r = let open M in { f = 1; g = 2 }
let j (x : M.t) = let open O in match x with A -> 1 | B -> 2
