(* Spectral norm (Benchmarks Game): the largest eigenvalue of an infinite matrix, by power iteration. *)
let eval_a i j = 1.0 /. float_of_int ((i + j) * (i + j + 1) / 2 + i + 1)

let eval_a_times_u u v =
  let n = Array.length v - 1 in
  for i = 0 to n do
    let s = ref 0.0 in
    for j = 0 to n do s := !s +. eval_a i j *. u.(j) done;
    v.(i) <- !s
  done

let eval_at_times_u u v =
  let n = Array.length v - 1 in
  for i = 0 to n do
    let s = ref 0.0 in
    for j = 0 to n do s := !s +. eval_a j i *. u.(j) done;
    v.(i) <- !s
  done

let eval_ata_times_u u v =
  let w = Array.make (Array.length u) 0.0 in
  eval_a_times_u u w;
  eval_at_times_u w v

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 1500 in
  let u = Array.make n 1.0 and v = Array.make n 0.0 in
  for _ = 0 to 9 do
    eval_ata_times_u u v;
    eval_ata_times_u v u
  done;
  let vv = ref 0.0 and vbv = ref 0.0 in
  for i = 0 to n - 1 do
    vv := !vv +. v.(i) *. v.(i);
    vbv := !vbv +. u.(i) *. v.(i)
  done;
  Printf.printf "%.9f\n" (sqrt (!vbv /. !vv))
