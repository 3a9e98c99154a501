let sign n = if n > 0 then 1 else if n < 0 then -1 else 0
let abs n = if n < 0 then -n else n
let log_if b msg = if b then print_endline msg
let clamp lo hi x = if x < lo then lo else if x > hi then hi else x
let nested a b = if a then if b then 1 else 2 else 3
let unit_if b = if b then () else print_string "no"
let seq_in_branch b = if b then (print_string "a"; 1) else begin print_string "b"; 2 end
