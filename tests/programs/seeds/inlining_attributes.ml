(* Seed 003, section 21.6: inlining and specialisation attributes never change behaviour. *)
let[@inline] add a b = a + b
let[@inline never] mul a b = a * b
let[@inline always] sq x = x * x
let rec apply_all f = function [] -> [] | x :: r -> f x :: apply_all f r [@@specialise]
let rec sum_to n = if n = 0 then 0 else n + sum_to (n - 1)
let () =
  Printf.printf "%d %d %d\n" (add 1 2) (mul 3 4) (sq 5);
  Printf.printf "%d\n" ((add [@inlined]) 10 20);
  Printf.printf "%d\n" ((mul [@inlined never]) 6 7);
  Printf.printf "%s\n" (String.concat "," (List.map string_of_int ((apply_all [@specialised]) sq [ 1; 2; 3 ])));
  Printf.printf "%d\n" ((sum_to [@unrolled 3]) 10);
  let module F (X : sig val k : int end) = struct let[@inline never] scale x = x * X.k end in
  let module S = F (struct let k = 7 end) in
  Printf.printf "%d\n" (S.scale 6)
