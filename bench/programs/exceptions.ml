(* Exception-heavy search: n-queens by backtracking where every conflict and every solution is a raise. *)
exception Conflict
exception Solution

let solve n =
  let cols = Array.make n (-1) in
  let count = ref 0 in
  let check row col =
    for r = 0 to row - 1 do
      let c = cols.(r) in
      if c = col || abs (c - col) = row - r then raise Conflict
    done
  in
  let rec place row =
    if row = n then raise Solution;
    for col = 0 to n - 1 do
      try
        check row col;
        cols.(row) <- col;
        place (row + 1)
      with
      | Conflict -> ()
      | Solution -> incr count
    done
  in
  (try place 0 with Solution -> incr count);
  !count

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 10 in
  let total = ref 0 in
  for k = 4 to n do
    let s = solve k in
    Printf.printf "%d-queens: %d\n" k s;
    total := !total + s
  done;
  Printf.printf "total %d\n" !total
