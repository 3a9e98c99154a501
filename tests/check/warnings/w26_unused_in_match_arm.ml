let f o = match o with
  | Some x -> let doubled = x * 2 in x
  | None -> 0
