let rec quicksort = function
  | [] -> []
  | pivot :: rest ->
    let smaller, larger = List.partition (fun x -> x < pivot) rest in
    quicksort smaller @ (pivot :: quicksort larger)
let sorted = quicksort [3; 1; 4; 1; 5; 9; 2; 6]
let quicksort_array cmp a =
  let swap i j = let t = a.(i) in a.(i) <- a.(j); a.(j) <- t in
  let rec sort lo hi =
    if lo < hi then begin
      let p = a.(hi) and i = ref lo in
      for j = lo to hi - 1 do
        if cmp a.(j) p < 0 then (swap !i j; incr i)
      done;
      swap !i hi;
      sort lo (!i - 1);
      sort (!i + 1) hi
    end in
  sort 0 (Array.length a - 1)
