let x = 10
let y = x * 2
let x = x + y (* shadowing *)
let () = Printf.printf "x=%d y=%d\n" x y
let a, b = (1, "two")
let () = Printf.printf "a=%d b=%s\n" a b
let () =
  let z = let w = 5 in w * w in
  let z = z + 1 and q = z in
  Printf.printf "z=%d q=%d\n" z q
let _ = print_endline "wildcard binding runs"
let () = let (p, (q, r)) = (1, (2, 3)) in Printf.printf "%d %d %d\n" p q r
