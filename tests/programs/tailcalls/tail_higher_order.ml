let rec iter_n f n x = if n = 0 then x else iter_n f (n - 1) (f x)
let () = Printf.printf "%d\n" (iter_n (fun x -> (x * 5 + 1) land 0xffffff) 2_000_000 1)
let () = Printf.printf "%d\n" (List.fold_left ( + ) 0 (List.init 1_000_000 (fun i -> i land 7)))
let rec cps_sum l k = match l with [] -> k 0 | x :: r -> cps_sum r (fun s -> k (s + x))
let () = Printf.printf "%d\n" (cps_sum (List.init 1000 Fun.id) Fun.id)
type st = A | B | C
let rec machine state n = if n = 0 then state else match state with A -> machine B (n - 1) | B -> machine C (n - 1) | C -> machine A (n - 1)
let () = print_endline (match machine A 10_000_000 with A -> "A" | B -> "B" | C -> "C")
