(* Values meeting where branches join, in the forms the optimiser must leave alone or handle
   with care: inside handlers of exceptions, float records, arrays, lazy values, variants of
   two block tags, exceptions as values, and blocks compared physically after the join. *)

let safe_div c x = let r = try if c then Some (x / 0) else Some (x * 3) with Division_by_zero -> None in
  match r with Some v -> v | None -> -1

type fr = { a : float; b : float }
let floats c = let r = if c then { a = 1.5; b = 2.5 } else { a = 0.25; b = 4.0 } in r.a +. r.b

let arrays c = let arr = if c then [| 1; 2 |] else [| 3; 4 |] in arr.(0) <- arr.(0) + 10; arr.(0) + arr.(1)

let lazies c = let l = if c then lazy (print_string "[forced a] "; 1) else lazy 2 in Lazy.force l + Lazy.force l

type shape = Pair of int * int | Single of int | Empty
let poly c x = match (if c then Pair (x, x + 1) else if x > 100 then Empty else Single x) with
  | Pair (p, q) -> p * q
  | Single s -> s
  | Empty -> 0

exception Found of int
let exn_value c x = let e = if c then Found x else Not_found in
  match e with Found v -> v | _ -> -2

let shared = (7, 8)
let physical c = let p = if c then shared else (7, 8) in (p == shared, fst p)

let strings c = let s = if c then "left" else "right!" in String.length s

let rec count_down n acc = let next = if n > 0 then Some (n - 1) else None in
  match next with Some m -> count_down m (acc + n) | None -> acc

let nested c d x =
  let inner = if d then Some (x, x * 2) else None in
  let outer = if c then Some inner else None in
  match outer with
  | Some (Some (u, v)) -> u + v
  | Some None -> -1
  | None -> -2

let () =
  Printf.printf "%d %d\n" (safe_div true 5) (safe_div false 5);
  Printf.printf "%.2f %.2f\n" (floats true) (floats false);
  Printf.printf "%d %d\n" (arrays true) (arrays false);
  Printf.printf "%d %d\n" (lazies true) (lazies false);
  Printf.printf "%d %d %d\n" (poly true 3) (poly false 3) (poly false 300);
  Printf.printf "%d %d\n" (exn_value true 9) (exn_value false 9);
  let (s1, f1) = physical true and (s2, f2) = physical false in
  Printf.printf "%b %d %b %d\n" s1 f1 s2 f2;
  Printf.printf "%d %d\n" (strings true) (strings false);
  Printf.printf "%d\n" (count_down 10 0);
  Printf.printf "%d %d %d\n" (nested true true 4) (nested true false 4) (nested false true 4)
