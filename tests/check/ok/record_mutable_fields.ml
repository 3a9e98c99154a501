type counter = { mutable count : int; step : int }
type 'a cell = { mutable contents_ : 'a }
let c = { count = 0; step = 2 }
let tick c = c.count <- c.count + c.step
let () = tick c; tick c
let cell = { contents_ = "x" }
let () = cell.contents_ <- cell.contents_ ^ "y"
type stats = { mutable min : float; mutable max : float; mutable n : int }
let add s v =
  if v < s.min then s.min <- v;
  if v > s.max then s.max <- v;
  s.n <- s.n + 1
