(* Specialisation, unrolling and local-function attributes. *)
let[@specialise] rec iter f = function [] -> () | x :: xs -> f x; iter f xs
let[@specialise always] map_pair f (a, b) = (f a, f b)
let print_all l = iter print_int l
let rec sum_to n acc = if n = 0 then acc else (sum_to [@unrolled 3]) (n - 1) (acc + n)
let with_local c x =
  let[@local] finish y = y * 2 + x in
  if c then finish 1 else finish (x + 1)
let count xs =
  let[@local never] step n = n + 1 in
  List.fold_left (fun n _ -> step n) 0 xs
let p = map_pair succ (1, 2)
