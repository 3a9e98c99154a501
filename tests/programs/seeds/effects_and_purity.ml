(* Seed 003, section 21.12: expressions with and without effects and coeffects. Unused pure
   bindings may be removed, but effects (printing, writes, raising) and reads of mutable state
   must happen exactly as written, in order. *)
let counter = ref 0
let effect_ name = incr counter; Printf.printf "effect %s (%d)\n" name !counter; !counter
let () =
  let _unused_pure = 1 + 2 in
  let _unused_alloc = (3, 4) in
  let _unused_effect = effect_ "a" in
  let r = ref 10 in
  let before = !r in
  r := 20;
  let after = !r in
  Printf.printf "read before write %d, after %d\n" before after;
  let x = effect_ "b" in
  let y = effect_ "c" in
  Printf.printf "%d %d\n" x y;
  let arr = Array.make 3 0 in
  let read1 = arr.(0) in arr.(0) <- 5; let read2 = arr.(0) in
  Printf.printf "%d %d\n" read1 read2;
  (try let _ = (1 / Sys.opaque_identity 0) in print_endline "not here" with Division_by_zero -> print_endline "division raised even though the result is unused");
  let s = Bytes.of_string "abc" in
  let c1 = Bytes.get s 0 in Bytes.set s 0 'z'; let c2 = Bytes.get s 0 in
  Printf.printf "%c %c\n" c1 c2;
  Printf.printf "counter %d\n" !counter
