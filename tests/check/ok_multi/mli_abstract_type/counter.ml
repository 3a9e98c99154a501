type t = { mutable n : int }
let create ?(start = 0) () = { n = start }
let incr c = c.n <- c.n + 1
let value c = c.n
