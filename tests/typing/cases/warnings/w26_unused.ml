let f x =
  let unused = x + 1 in
  x
let g = function Some y -> 1 | None -> 0
let () = for i = 1 to 2 do () done
