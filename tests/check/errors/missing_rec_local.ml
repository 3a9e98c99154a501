(* A local let whose definition is a function: the hint names the line of its let *)
let count_down y =
  let z = 1 in
  let
    loop x =
      if x = 0 then z else loop (x - 1)
  in
  loop y
