let bsearch a x =
  let rec go lo hi = if lo > hi then None else let mid = (lo + hi) / 2 in
    if a.(mid) = x then Some mid else if a.(mid) < x then go (mid + 1) hi else go lo (mid - 1) in
  go 0 (Array.length a - 1)
let lower_bound a x = let lo = ref 0 and hi = ref (Array.length a) in
  while !lo < !hi do let m = (!lo + !hi) / 2 in if a.(m) < x then lo := m + 1 else hi := m done; !lo
let () =
  let a = Array.init 50 (fun i -> i * 3) in
  List.iter (fun x -> Printf.printf "%d -> %s, lb=%d\n" x (match bsearch a x with Some i -> string_of_int i | None -> "absent") (lower_bound a x)) [ 0; 3; 4; 75; 147; 148; -5 ]
