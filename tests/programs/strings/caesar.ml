let shift k c =
  if c >= 'a' && c <= 'z' then Char.chr ((Char.code c - 97 + k + 26) mod 26 + 97)
  else if c >= 'A' && c <= 'Z' then Char.chr ((Char.code c - 65 + k + 26) mod 26 + 65)
  else c
let encode k = String.map (shift k)
let decode k = String.map (shift (-k))
let rot13 = encode 13
let () =
  let msg = "Attack at Dawn! Meet at the old Mill, 5 o'clock." in
  for k = 1 to 5 do
    let e = encode k msg in
    Printf.printf "%d: %s -> %s\n" k e (decode k e)
  done;
  print_endline (rot13 msg);
  print_endline (rot13 (rot13 msg))
