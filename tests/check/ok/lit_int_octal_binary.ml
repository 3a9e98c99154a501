(* Octal and binary integer literals. *)
let perms = 0o755
let upper_o = 0O644
let flags = 0b1010_0101
let upper_b = 0B11
let has_exec p = p land 0o111 <> 0
let popcount n =
  let rec go n acc = if n = 0 then acc else go (n lsr 1) (acc + (n land 0b1)) in
  go n 0
let bits = popcount flags
