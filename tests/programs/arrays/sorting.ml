let swap a i j = let t = a.(i) in a.(i) <- a.(j); a.(j) <- t
let bubble a = let n = Array.length a in for i = 0 to n - 2 do for j = 0 to n - 2 - i do if a.(j) > a.(j + 1) then swap a j (j + 1) done done
let rec qsort a lo hi =
  if lo < hi then begin
    let p = a.(hi) and i = ref lo in
    for j = lo to hi - 1 do if a.(j) < p then (swap a !i j; incr i) done;
    swap a !i hi; qsort a lo (!i - 1); qsort a (!i + 1) hi
  end
let heapsort a =
  let n = Array.length a in
  let rec sift i size =
    let l = 2 * i + 1 and r = 2 * i + 2 in
    let m = if l < size && a.(l) > a.(i) then l else i in
    let m = if r < size && a.(r) > a.(m) then r else m in
    if m <> i then (swap a i m; sift m size) in
  for i = n / 2 - 1 downto 0 do sift i n done;
  for e = n - 1 downto 1 do swap a 0 e; sift 0 e done
let gen n seed = let s = ref seed in Array.init n (fun _ -> s := (!s * 1103515245 + 12345) land 0x3fffffff; !s mod 1000)
let show a = String.concat " " (Array.to_list (Array.map string_of_int a))
let () =
  let a = gen 30 1 in
  print_endline (show a);
  let b = Array.copy a in bubble b; print_endline (show b);
  let c = Array.copy a in qsort c 0 (Array.length c - 1); print_endline (show c);
  let d = Array.copy a in heapsort d; print_endline (show d);
  let e = Array.copy a in Array.stable_sort (fun x y -> compare (x mod 10) (y mod 10)) e; print_endline (show e);
  let big = gen 20000 7 in let big2 = Array.copy big in
  qsort big 0 (Array.length big - 1); heapsort big2; Array.sort compare (gen 5 1);
  Printf.printf "%b %d %d\n" (big = big2) big.(0) big.(19999)
