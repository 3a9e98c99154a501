let sum_to n =
  let s = ref 0 in
  for i = 1 to n do s := !s + i done;
  !s
let countdown n =
  for i = n downto 1 do print_int i; print_char ' ' done;
  print_newline ()
let gcd a b =
  let a = ref a and b = ref b in
  while !b <> 0 do
    let t = !b in
    b := !a mod !b;
    a := t
  done;
  !a
let find_first p arr =
  let i = ref 0 and found = ref None in
  while !found = None && !i < Array.length arr do
    if p arr.(!i) then found := Some !i;
    incr i
  done;
  !found
let empty_loop () = for _ = 1 to 0 do () done
