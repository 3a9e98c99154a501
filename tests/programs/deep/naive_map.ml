(* reference: native *)
let rec naive_map f = function [] -> [] | x :: r -> f x :: naive_map f r
let rec naive_append a b = match a with [] -> b | x :: r -> x :: naive_append r b
let big = List.init 100_000 (fun i -> i)
let () =
  let m = naive_map (fun x -> x * 2) big in
  Printf.printf "%d %d %d\n" (List.length m) (List.hd m) (List.nth m 99_999);
  let a = naive_append big [ -1 ] in
  Printf.printf "%d %d\n" (List.length a) (List.nth a 100_000);
  let s = List.map (fun x -> x + 1) big in
  Printf.printf "%d\n" (List.fold_left (fun a x -> (a + x) land 0xffffff) 0 s)
