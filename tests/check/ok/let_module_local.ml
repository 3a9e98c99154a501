(* let module binds a module inside an expression. *)
let sorted_unique l =
  let module S = Set.Make (Int) in
  S.elements (List.fold_left (fun s x -> S.add x s) S.empty l)
let count_words words =
  let module M = Map.Make (String) in
  let m = List.fold_left (fun m w ->
    M.update w (function None -> Some 1 | Some n -> Some (n + 1)) m) M.empty words in
  M.bindings m
let local_struct () =
  let module L = struct let x = 1 let y = x + 1 end in
  L.x + L.y
