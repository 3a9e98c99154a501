let f x = match List.assoc x [] with
  | v -> v
  | exception Not_found -> 0
  | exception Not_found -> 1
