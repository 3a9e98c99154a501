(* 32-bit wrap-around in typical hash and PRNG code *)
let fnv1a s =
  let h = ref 0x811c9dc5 in
  String.iter (fun c -> h := (!h lxor Char.code c) * 16777619) s;
  !h
let lcg seed = (seed * 1103515245 + 12345) land 0x7fffffff
let () =
  List.iter (fun s -> Printf.printf "fnv1a %S = %d\n" s (fnv1a s)) [ ""; "a"; "hello"; "flambe" ];
  let s = ref 42 in
  for _ = 1 to 10 do s := lcg !s; Printf.printf "%d " !s done;
  print_newline ();
  let x = ref 1 in
  for i = 1 to 40 do x := !x * 3; if i mod 5 = 0 then Printf.printf "3^%d = %d\n" i !x done;
  let a = 1 lsl 30 in
  Printf.printf "%d %d %d\n" (a + a) (a + a + a + a) (a * 4 + 5)
