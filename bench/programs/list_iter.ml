(* Seed 003: List.iter of a known function over List.rev, which specialisation turns into a direct loop. *)
let checksum = ref 0
let record x = checksum := (!checksum * 31 + x) land 0xFFFFFF
let run xs = List.iter record (List.rev xs)

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 20000 in
  let xs = List.init 1000 (fun i -> i * 7 mod 1013) in
  for _ = 1 to n do run xs done;
  print_int !checksum;
  print_newline ()
