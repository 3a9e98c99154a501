(* Tags in recursive values, lazy values, arrays, large matches, signatures and hashing. *)
let rec cyc = `Cons (1, cyc)
let () = match cyc with `Cons (n, `Cons (m, _)) -> Printf.printf "%d %d\n" n m
let l = lazy (`Ready 5)
let () = match Lazy.force l with `Ready n -> print_int n; print_newline ()
let arr = [| `A; `B 2; `C ("x", 1.5) |]
let () = Array.iter (function `A -> print_string "A" | `B n -> print_int n | `C (s, f) -> Printf.printf "%s%.1f" s f) arr; print_newline ()
let () = Printf.printf "%b\n" (arr.(1) = `B 2)
let big x = match x with
  | `K1 -> 1 | `K2 -> 2 | `K3 -> 3 | `K4 -> 4 | `K5 -> 5 | `K6 -> 6 | `K7 -> 7 | `K8 -> 8
  | `V1 n -> n + 10 | `V2 n -> n + 20 | `V3 n -> n + 30 | `V4 n -> n + 40 | `V5 n -> n + 50
let () = List.iter (fun v -> Printf.printf "%d " (big v)) [ `K1; `K8; `K4; `V1 0; `V5 0; `V3 1; `K6 ]; print_newline ()
let f = function `A x -> x | `B x -> x * 2
let g = List.map f [ `A 1; `B 2 ]
let () = List.iter (Printf.printf "%d ") g; print_newline ()
module type T = sig val v : [ `On | `Off of int ] end
module M : T = struct let v = `Off 3 end
let () = match M.v with `On -> print_endline "on" | `Off n -> Printf.printf "off %d\n" n
let str = function `S s -> String.length s | `I i -> i
let () = Printf.printf "%d\n" (str (`S "hello") + str (`I 3))
let () = Printf.printf "%d\n" (Hashtbl.hash [ `A; `B 1; `C (1, 2) ])
