(* let exception declares an exception local to an expression. *)
let find_index p arr =
  let exception Found of int in
  try
    Array.iteri (fun i x -> if p x then raise (Found i)) arr;
    None
  with Found i -> Some i
let exists_pair p l =
  let exception Yes in
  try List.iter (fun a -> List.iter (fun b -> if p a b then raise Yes) l) l; false
  with Yes -> true
