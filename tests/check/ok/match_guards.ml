(* match with guards, or-patterns and nested matches. *)
let describe n = match n with
  | 0 -> "zero"
  | 1 | 2 | 3 -> "small"
  | n when n mod 2 = 0 -> "even"
  | n when n < 0 -> "negative odd"
  | _ -> "odd"
let compare_pair p = match p with
  | (a, b) when a = b -> 0
  | (a, b) -> if a < b then -1 else 1
let nested x y = match x with
  | Some a -> (match y with Some b -> a + b | None -> a)
  | None -> 0
