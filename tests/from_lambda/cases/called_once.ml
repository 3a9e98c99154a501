(* Which local functions are called from one place only: helper is; twice is called twice,
   passed is passed to List.map, partial is applied to fewer arguments than it takes, over to
   more, and exported is named in the module block. *)
let f n =
  let helper x = (x * 2) + 1 in
  let twice y = y + 1 in
  let passed z = z - 1 in
  let partial a b = a + b in
  let over a =
    print_string "over ";
    fun b -> a * b
  in
  let p1 = partial 1 in
  helper n + twice n + twice 3 + List.fold_left ( + ) 0 (List.map passed [ n; 4 ]) + p1 2 + over 2 5

let exported x = x + 1

let () = Printf.printf "%d %d\n" (f 10) (exported 1)
