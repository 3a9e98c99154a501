let () =
  let n = 1000 in
  let evens = ref 0 and odds = ref 0 and sq = ref 0 in
  for i = 1 to n do
    if i mod 2 = 0 then incr evens else incr odds;
    let r = int_of_float (sqrt (float_of_int i)) in
    if r * r = i then incr sq
  done;
  Printf.printf "evens %d odds %d squares %d\n" !evens !odds !sq;
  let fizz = ref 0 in
  let i = ref 1 in
  while !i <= n do (if !i mod 15 = 0 then incr fizz); i := !i + 1 done;
  Printf.printf "multiples of 15: %d\n" !fizz;
  let acc = ref 1 in
  for k = 1 to 31 do acc := !acc * 2; if k >= 29 then Printf.printf "2^%d = %d\n" k !acc done
