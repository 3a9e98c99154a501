(* Inside a nested definition the outer let is the one missing rec *)
let walk l =
  let step acc x = if x = 0 then walk [] else acc + x in
  List.fold_left step 0 l
