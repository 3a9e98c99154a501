let second l = match l with _ :: x :: _ -> x
