type ('a, 's) node = Done | Yield of 'a * 's
type _ t = State : 's * ('s -> ('a, 's) node) -> 'a t
let unfold s step = State (s, step)
let fold f acc (State (s, step)) =
  let rec go acc s = match step s with Done -> acc | Yield (x, s') -> go (f acc x) s' in
  go acc s
