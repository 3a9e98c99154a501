(* The inliner's decisions follow the attributes, then weigh benefit
   against size. The report pane says, for each call site and round, what
   was decided and why. Try -O3, or the flags -inline 0 or -rounds 3. *)

let[@inline never] opaque_add x y = x + y

let[@inline] double x = x * 2

let rec fact n = if n <= 1 then 1 else n * fact (n - 1)

let compute a =
  let b = double a in
  let c = (opaque_add [@inlined never]) b 1 in
  (fact [@unrolled 2]) c

let () = Printf.printf "%d\n" (compute 2)
