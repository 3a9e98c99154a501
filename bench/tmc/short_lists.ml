(* List.map and ( @ ) on short lists, the case [@tail_mod_cons] must not slow down. Run as
   `node short_lists.js WHAT N` with WHAT one of map10, map1000, append10, append1000: prints
   the CPU seconds of the loop and a checksum. About 10 million list cells are built each time. *)
let () =
  let what = Sys.argv.(1) in
  let len = if what = "map10" || what = "append10" then 10 else 1000 in
  let rounds = 10_000_000 / len in
  let l = List.init len (fun i -> i) in
  let l2 = List.init len (fun i -> 2 * i) in
  let t0 = Sys.time () in
  let sum = ref 0 in
  (match what with
   | "map10" | "map1000" ->
     for i = 1 to rounds do
       let m = List.map (fun x -> x + i) l in
       sum := !sum + List.hd m
     done
   | "append10" | "append1000" ->
     for _ = 1 to rounds do
       let a = l @ l2 in
       sum := !sum + List.hd a
     done
   | _ -> failwith "what?");
  Printf.printf "%.4f %d\n" (Sys.time () -. t0) !sum
