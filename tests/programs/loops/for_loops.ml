let () =
  for i = 1 to 5 do Printf.printf "%d " i done; print_newline ();
  for i = 5 downto 1 do Printf.printf "%d " i done; print_newline ();
  for i = 3 to 1 do Printf.printf "never %d" i done;
  for i = 0 to 0 do Printf.printf "once %d\n" i done;
  let s = ref 0 in
  for i = 1 to 100 do s := !s + i done;
  Printf.printf "sum %d\n" !s;
  for i = 1 to 4 do
    for j = 1 to i do print_char '*' done;
    print_newline ()
  done;
  let n = ref 3 in
  for i = 1 to !n do n := !n + 1; Printf.printf "i=%d n=%d\n" i !n done;
  for i = max_int - 2 to max_int do Printf.printf "%d\n" i done;
  for i = min_int + 1 downto min_int do Printf.printf "%d\n" i done
