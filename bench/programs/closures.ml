(* Seed 004's value-analysis examples (a closure in a tuple, a tuple taken apart, a local closure,
   a higher-order call) in a hot loop. *)
let f x = (x, (fun y -> y + 1))
let g x = let (a, h) = f x in h a
let pair x = let tuple = (x, x) in let (y, z) = tuple in y + z
let local x = let g y = x + y in g x
let apply g x = g x
let fold_const x = let a = 1 in let b = a + 1 in x + b

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 10000000 in
  let acc = ref 0 in
  for i = 1 to n do
    let v = g i + pair i + local (i land 255) + apply (fun y -> y * 3) i + fold_const i in
    acc := (!acc + v) land 0x3FFFFFF
  done;
  print_int !acc;
  print_newline ()
