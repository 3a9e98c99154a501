(* Loop bounds are evaluated once; the index is immutable inside. *)
let triangle n =
  let acc = ref [] in
  for i = 1 to n do
    for j = i downto 1 do acc := (i, j) :: !acc done
  done;
  List.rev !acc
let t = triangle 3
let bounded () =
  let hi = ref 3 and count = ref 0 in
  for _ = 0 to !hi do hi := 100; incr count done;
  !count
let collatz n =
  let n = ref n and steps = ref 0 in
  while !n <> 1 && !steps < 1000 do
    n := (if !n mod 2 = 0 then !n / 2 else 3 * !n + 1);
    incr steps
  done;
  !steps
let c = collatz 27
