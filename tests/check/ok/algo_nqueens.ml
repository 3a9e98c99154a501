let queens n =
  let safe col placed =
    let rec check d = function
      | [] -> true
      | c :: rest -> c <> col && abs (c - col) <> d && check (d + 1) rest in
    check 1 placed in
  let rec place row placed =
    if row = n then 1
    else
      let total = ref 0 in
      for col = 0 to n - 1 do
        if safe col placed then total := !total + place (row + 1) (col :: placed)
      done;
      !total in
  place 0 []
let eight = queens 8
