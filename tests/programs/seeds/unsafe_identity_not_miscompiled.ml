(* Seed 000: the "unsafe" example. bug (B x) loops on B x forever in OCaml; an optimiser that
   took bug for the identity would return the block B 42 as a pair. Here a step budget turns the
   endless loop into an exception, so the program shows the true behaviour and finishes. *)
type bugg = A of int * int | B of int
exception Budget_exhausted of int
let steps = ref 0
let rec bug = function
  | A (a, b) -> (a, b)
  | B x -> incr steps; if !steps >= 100_000 then raise (Budget_exhausted x) else bug (B x)
let () =
  let a, b = bug (A (1, 2)) in
  Printf.printf "bug (A (1, 2)) = (%d, %d)\n" a b;
  (try let a, b = bug (B 42) in Printf.printf "wrongly returned (%d, %d)\n" a b
   with Budget_exhausted x -> Printf.printf "bug (B %d) still looping after %d steps\n" x !steps);
  let rec fake_id = function [] -> 0 | t :: q -> if t > 1000 then fake_id [] else fake_id (t + 1 :: q) in
  Printf.printf "fake_id [] = %d, fake_id [1] = %d\n" (fake_id []) (fake_id [ 1 ])
