type t = { len : int; step : int }
let rec count t acc i = if i >= t.len then acc else count t (acc + t.step) (i + 1)
let () =
  let t = { len = 10 + Array.length Sys.argv; step = 3 } in
  print_int (count t 0 0); print_newline ()
