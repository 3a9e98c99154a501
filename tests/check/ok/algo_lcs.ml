let lcs a b =
  let n = Array.length a and m = Array.length b in
  let t = Array.make_matrix (n + 1) (m + 1) 0 in
  for i = n - 1 downto 0 do
    for j = m - 1 downto 0 do
      t.(i).(j) <- if a.(i) = b.(j) then 1 + t.(i + 1).(j + 1) else max t.(i + 1).(j) t.(i).(j + 1)
    done
  done;
  let rec walk i j acc =
    if i = n || j = m then List.rev acc
    else if a.(i) = b.(j) then walk (i + 1) (j + 1) (a.(i) :: acc)
    else if t.(i + 1).(j) >= t.(i).(j + 1) then walk (i + 1) j acc
    else walk i (j + 1) acc in
  walk 0 0 []
let common = lcs [| 'a'; 'b'; 'c'; 'b'; 'd' |] [| 'b'; 'd'; 'c'; 'a'; 'b' |]
