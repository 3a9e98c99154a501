(* Warning 55 for a [@local] function that ocamlc cannot make a static continuation: used as a
   value, partially applied, called out of tail position or from two scopes, recursive; none
   when every call is a tail call of one scope, nor for [@local never]. *)
let ok x =
  let[@local] k y = y + 1 in
  if x > 0 then k x else k (-x)
let partial x =
  let[@local] k y z = y + z in
  let g = k x in g 1
let non_tail x =
  let[@local] k y = y + 1 in
  k x + 1
let two_scopes x =
  let[@local] k y = y + 1 in
  let f z = k z in
  f x + k x
let in_closure x =
  let[@local] k y = y + 1 in
  List.map (fun v -> k v) [x]
let in_seq x =
  let[@local] k y = y * 2 in
  print_int x; k x
let in_match x =
  let[@local] k y = y * 2 in
  match x with 0 -> k 1 | n -> k n
let rec_local x =
  let[@local] rec k y = if y = 0 then 0 else k (y - 1) in
  k x
let never x =
  let[@local never] k y = y + 1 in
  List.map k [x]
let top = let[@local] k y = y in List.map k [1]
let in_try x =
  let[@local] k y = y + 1 in
  try k x with _ -> k 0
let in_and x =
  let[@local] k y = y > 1 in
  x > 0 && k x
