type counter = { mutable n : int; step : int; mutable history : int list }
let tick c = c.n <- c.n + c.step; c.history <- c.n :: c.history
let () =
  let c = { n = 0; step = 3; history = [] } in
  for _ = 1 to 5 do tick c done;
  Printf.printf "n=%d history=%s\n" c.n (String.concat "," (List.map string_of_int (List.rev c.history)));
  let alias = c in
  alias.n <- 100;
  Printf.printf "c.n=%d (shared)\n" c.n;
  let copy = { c with step = 1 } in
  tick copy;
  Printf.printf "c.n=%d copy.n=%d\n" c.n copy.n;
  let r = { contents = 5 } in
  r.contents <- r.contents * 2;
  incr r;
  Printf.printf "ref as record: %d %d\n" r.contents !r
