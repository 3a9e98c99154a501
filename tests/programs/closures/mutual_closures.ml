let make () =
  let state = ref 0 in
  let rec ping n = if n > 0 then (state := !state + 1; pong (n - 1)) else !state
  and pong n = if n > 0 then (state := !state * 2; ping (n - 1)) else !state in
  (ping, pong)
let () =
  let ping, pong = make () in
  Printf.printf "%d\n" (ping 10);
  Printf.printf "%d\n" (pong 3);
  let ping2, _ = make () in
  Printf.printf "%d\n" (ping2 1)
