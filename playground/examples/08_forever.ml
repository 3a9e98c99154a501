(* A program that never ends: it runs on a worker of its own, so the page
   stays responsive. Press Stop (or edit the program) to end it. *)

let () =
  let n = ref 0 in
  while true do
    incr n;
    if !n mod 100_000_000 = 0 then (
      Printf.printf "still counting: %d\n" !n;
      flush stdout)
  done
