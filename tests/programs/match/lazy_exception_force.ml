let attempts = ref 0
let flaky = lazy (incr attempts; Printf.printf "forcing attempt %d\n" !attempts; if !attempts < 3 then failwith "not yet" else 42)
(* the exception clause covers the scrutinee only, not the forcing done by the pattern *)
let use () =
  try
    match flaky with
    | lazy n -> Printf.printf "value %d\n" n
    | exception Failure m -> Printf.printf "scrutinee failed: %s\n" m
  with Failure m -> Printf.printf "forcing in the pattern failed: %s (attempts %d)\n" m !attempts
let () = use (); use (); use ()
let l = lazy (print_endline "computing pair"; (1, 2))
let () = match l with lazy (a, b) -> Printf.printf "%d %d\n" a b
let () = match l with lazy (a, _) -> Printf.printf "again %d\n" a
let () = Printf.printf "is_val %b\n" (Lazy.is_val l)
