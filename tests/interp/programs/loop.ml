let () =
  let s = ref 0 in
  for i = 0 to 2999999 do s := !s + i * 3 done;
  print_int !s; print_string "\n"
