let f a b c d = match a, b, c, d with
  | false, false, false, false -> 0 | false, false, false, true -> 1 | false, false, true, false -> 2
  | false, false, true, true -> 3 | false, true, false, false -> 4 | false, true, false, true -> 5
  | false, true, true, false -> 6 | false, true, true, true -> 7 | true, false, false, false -> 8
  | true, false, false, true -> 9 | true, false, true, false -> 10 | true, false, true, true -> 11
  | true, true, false, false -> 12 | true, true, false, true -> 13 | true, true, true, false -> 14
  | true, true, true, true -> 15
let g = function
  | _, _, _, true -> "d"
  | true, _, true, _ -> "a and c"
  | _, true, _, _ -> "b"
  | _ -> "none"
let () =
  for i = 0 to 15 do
    let a = i land 8 <> 0 and b = i land 4 <> 0 and c = i land 2 <> 0 and d = i land 1 <> 0 in
    Printf.printf "%d %d %s\n" i (f a b c d) (g (a, b, c, d))
  done
