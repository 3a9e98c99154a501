let classify n =
  if n < 0 then "negative"
  else if n = 0 then "zero"
  else if n < 10 then "small"
  else "large"
let () = List.iter (fun n -> Printf.printf "%d is %s\n" n (classify n)) [-5; 0; 3; 10; 100]
let () = if true then print_endline "then without else"
let () = if false then print_endline "never" ; print_endline "after"
let max3 a b c = if a > b then (if a > c then a else c) else if b > c then b else c
let () = Printf.printf "max3 = %d %d %d\n" (max3 1 2 3) (max3 3 2 1) (max3 2 3 1)
let () = Printf.printf "%b %b %b\n" (1 < 2 && 2 < 3) (1 > 2 || 3 > 2) (not (1 = 1))
