(* Seed 003 (OCaml manual, chapter "Optimisation with Flambda"): its examples as a program. *)
let rec fact x = if x = 0 then 1 else x * fact (x - 1)
let n = fact 4
let n_unrolled = if 4 = 0 then 1 else 4 * fact (4 - 1)
module M : sig val i : int end = struct let f x = let g y = x + y in g let h = f 3 let i = h 4 end
let f b x = if b then x else (List.fold_left ( + ) 0 (List.init x Fun.id))
let g x = f true x
let print_int x = print_endline (Int.to_string x)
let rec iter f l = match l with [] -> () | h :: t -> f h; iter f t
let run xs = iter print_int (List.rev xs)
let rec iter_swap f g l = match l with [] -> () | 0 :: t -> iter_swap g f t | h :: t -> f h; iter_swap f g t
module F (M : sig type t end) = struct let[@inline never] bar x = x * 3 let foo x = (bar [@inlined]) (42 + x) end [@@inline never]
module X = F [@inlined] (struct type t = int end)
let fp x y = let p = (x, y) in fst p + snd p
let fpair x0 x1 = let pair = (x0, x1) in Printf.printf "foo\n"; fun y -> fst pair + snd pair + y
let rec loop inv xs = match xs with [] -> fst inv + snd inv | x :: xs -> x + loop2 xs inv
and loop2 ys inv = match ys with [] -> 4 | y :: ys -> y - loop inv ys
let fl x = Printf.printf "%d\n" (loop (x + 42, x + 43) [ 1; 2; 3 ])
let fu x = let g y = x + y in (g [@inlined never]) 42
let map2 = List.map
let foo c =
  let rec bar zs fv = match zs with
    | [] -> []
    | z :: zs ->
      let rec baz f = function [] -> [] | a :: l -> let r = fv + ((f [@inlined never]) a) in r :: baz f l in
      ignore baz;
      (map2 (fun y -> z + y) [ z; 2; 3; 4 ]) @ bar zs fv in
  Printf.printf "%d\n" (List.length (bar [ 1; 2; 3; 4 ] c))
let opaque () = let a = Sys.opaque_identity (42, 1) in fst a
let () =
  Printf.printf "%d %d %d\n" n n_unrolled M.i;
  Printf.printf "%d %d\n" (g 5) (f false 5);
  run [ 1; 2; 3 ];
  iter_swap (fun x -> Printf.printf "f%d " x) (fun x -> Printf.printf "g%d " x) [ 1; 0; 2; 0; 3 ]; print_newline ();
  Printf.printf "%d\n" (X.foo 1);
  Printf.printf "%d\n" (fp 3 4);
  let k = fpair 1 2 in Printf.printf "%d\n" (k 3);
  fl 0; fl 10;
  Printf.printf "%d\n" (fu 8);
  foo 5;
  Printf.printf "%d\n" (opaque ());
  let arr = [| 42.0; 43.0 |] in arr.(0) <- 1.0;
  let arr2 = [| 42.0; 43.0 |] in Printf.printf "%g %g\n" arr.(0) arr2.(0);
  let fresh () = [| 1.0; 2.0; 3.0; 4.0; 5.0; 6.0 |] in
  let a1 = fresh () in a1.(0) <- 9.; Printf.printf "%g %g\n" a1.(0) (fresh ()).(0)
