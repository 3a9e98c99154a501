type interval = { lo : int; hi : int }
let merge intervals =
  let sorted = List.sort (fun a b -> compare a.lo b.lo) intervals in
  let rec go acc = function
    | [] -> List.rev acc
    | x :: rest -> (match acc with
        | prev :: acc' when x.lo <= prev.hi -> go ({ prev with hi = max prev.hi x.hi } :: acc') rest
        | _ -> go (x :: acc) rest) in
  go [] sorted
let m = merge [{ lo = 1; hi = 3 }; { lo = 2; hi = 6 }; { lo = 8; hi = 10 }]
let total_length l = List.fold_left (fun acc { lo; hi } -> acc + hi - lo) 0 (merge l)
