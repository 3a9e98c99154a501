let rec loop i acc = if i = 0 then acc else loop (i - 1) (acc + (i land 15))
let () = Printf.printf "%d\n" (loop 10_000_000 0)
let rec count_up i n acc = if i > n then acc else count_up (i + 1) n (acc lxor (i * 2654435761))
let () = Printf.printf "%d\n" (count_up 1 10_000_000 0)
