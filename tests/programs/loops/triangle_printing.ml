let pascal n =
  let row = Array.make (n + 1) 0 in
  row.(0) <- 1;
  for i = 0 to n - 1 do
    print_string (String.make (2 * (n - i)) ' ');
    for j = 0 to i do Printf.printf "%4d" row.(j) done;
    print_newline ();
    for j = i + 1 downto 1 do row.(j) <- row.(j) + row.(j - 1) done
  done
let () = pascal 10
