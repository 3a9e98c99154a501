let binary_search arr x =
  let rec go lo hi =
    if lo > hi then None
    else
      let mid = lo + (hi - lo) / 2 in
      let c = compare arr.(mid) x in
      if c = 0 then Some mid else if c < 0 then go (mid + 1) hi else go lo (mid - 1)
  in
  go 0 (Array.length arr - 1)
let idx = binary_search [| 1; 3; 5; 7; 9 |] 7
let lower_bound arr x =
  let lo = ref 0 and hi = ref (Array.length arr) in
  while !lo < !hi do
    let mid = (!lo + !hi) lsr 1 in
    if arr.(mid) < x then lo := mid + 1 else hi := mid
  done;
  !lo
