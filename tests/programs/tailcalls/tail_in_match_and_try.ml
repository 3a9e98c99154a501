let rec process acc = function
  | [] -> acc
  | x :: r when x mod 3 = 0 -> process (acc + x) r
  | x :: r -> (match x mod 3 with 1 -> process (acc - 1) r | _ -> process (acc + 1) r)
let () = Printf.printf "%d\n" (process 0 (List.init 1_000_000 Fun.id))
let rec count_with_exn n acc = if n = 0 then acc else
  let next = try if n mod 1000 = 0 then raise Exit else acc + 1 with Exit -> acc + 2 in
  count_with_exn (n - 1) next
let () = Printf.printf "%d\n" (count_with_exn 2_000_000 0)
let rec through_if n acc = if n = 0 then acc else if n mod 2 = 0 then through_if (n - 1) (acc + 1) else (let m = n - 1 in through_if m (acc + 3))
let () = Printf.printf "%d\n" (through_if 5_000_000 0)
