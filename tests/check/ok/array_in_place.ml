let reverse_in_place a =
  let n = Array.length a in
  for i = 0 to n / 2 - 1 do
    let t = a.(i) in
    a.(i) <- a.(n - 1 - i);
    a.(n - 1 - i) <- t
  done
let insertion_sort a =
  for i = 1 to Array.length a - 1 do
    let x = a.(i) and j = ref (i - 1) in
    while !j >= 0 && a.(!j) > x do a.(!j + 1) <- a.(!j); decr j done;
    a.(!j + 1) <- x
  done
let a = [| 5; 2; 9; 1 |]
let () = insertion_sort a; reverse_in_place a
let prefix_sums a = let s = Array.copy a in for i = 1 to Array.length s - 1 do s.(i) <- s.(i) + s.(i - 1) done; s
let ps = prefix_sums [| 1; 2; 3 |]
let floats = Array.map float_of_int a
let () = floats.(0) <- floats.(0) *. 0.5
