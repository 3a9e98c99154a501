(* Closures whose captured values could be passed as arguments instead (what -unbox-closures
   does): the manual's two examples (section 21.9.3), a recursive local function, a closure that
   also escapes, mutually recursive local functions, and captured floats. *)
let f x =
  let g y = x + y in
  (g [@inlined never]) 42

let rec map2 f = function [] -> [] | a :: l -> f a :: map2 f l

let foo c =
  let rec bar zs fv =
    match zs with
    | [] -> []
    | z :: zs ->
        let rec baz f = function
          | [] -> []
          | a :: l ->
              let r = fv + (f [@inlined never]) a in
              r :: baz f l
        in
        ignore (baz (fun x -> x * 2) [ 1; 2 ]);
        map2 (fun y -> z + y) [ z; 2; 3; 4 ] @ bar zs fv
  in
  Printf.printf "%d\n" (List.length (bar [ 1; 2; 3; 4 ] c))

let sum_steps n step =
  let rec go i acc = if i > n then acc else go (i + 1) (acc + step) in
  go 1 0

let escaping k =
  let add v = v + k in
  (add 1, List.map add [ 10; 20 ])

let parity base n =
  let rec ev i = if i = 0 then base else od (i - 1)
  and od i = if i = 0 then not base else ev (i - 1) in
  ev n

let scale factor xs =
  let mul x = x *. factor in
  List.fold_left (fun acc x -> acc +. mul x) 0. xs

let () =
  Printf.printf "%d\n" (f 8);
  foo 5;
  Printf.printf "%d\n" (sum_steps 10 3);
  let one, many = escaping 5 in
  Printf.printf "%d %s\n" one (String.concat "," (List.map string_of_int many));
  Printf.printf "%b %b\n" (parity true 7) (parity false 4);
  Printf.printf "%.2f\n" (scale 1.5 [ 1.; 2.; 3.5 ])
