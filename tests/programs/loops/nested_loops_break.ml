exception Found of int * int
let () =
  (try
    for i = 1 to 20 do
      for j = i to 20 do
        if i * i + j * j = 13 * 13 then raise (Found (i, j))
      done
    done;
    print_endline "no triple"
  with Found (i, j) -> Printf.printf "%d^2 + %d^2 = 13^2\n" i j);
  let count = ref 0 in
  for a = 1 to 30 do for b = a to 30 do for c = b to 30 do if a * a + b * b = c * c then (incr count; Printf.printf "(%d,%d,%d) " a b c) done done done;
  Printf.printf "\n%d triples\n" !count
