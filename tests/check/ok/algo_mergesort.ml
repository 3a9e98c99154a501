let rec merge cmp a b = match a, b with
  | [], l | l, [] -> l
  | x :: xs, y :: ys -> if cmp x y <= 0 then x :: merge cmp xs b else y :: merge cmp a ys
let rec split = function
  | x :: y :: rest -> let a, b = split rest in (x :: a, y :: b)
  | l -> (l, [])
let rec sort cmp = function
  | ([] | [_]) as l -> l
  | l -> let a, b = split l in merge cmp (sort cmp a) (sort cmp b)
let s = sort compare ["pear"; "apple"; "fig"]
let by_length = sort (fun a b -> compare (String.length a) (String.length b))
