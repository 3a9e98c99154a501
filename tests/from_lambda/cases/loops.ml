let () =
  let s = ref 0 in
  for i = 1 to 10 do s := !s + i done;
  let j = ref 10 in
  while !j > 0 do s := !s + 1; j := !j - 2 done;
  for i = 3 downto 1 do print_string (string_of_int i) done;
  print_endline (string_of_int !s)
