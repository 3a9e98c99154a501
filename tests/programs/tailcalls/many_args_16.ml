let rec f16 n a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 =
  if n = 0 then a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15
  else f16 (n - 1) a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 (a1 + 1)
let () = Printf.printf "%d\n" (f16 1_000_000 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)
let rec g16 n a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 =
  if n = 0 then Printf.sprintf "%d %d %d %d" a1 a5 a10 a15
  else h16 (n - 1) a15 a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14
and h16 n a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 =
  g16 n a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 (a1 * 3 land 0xffff)
let () = print_endline (g16 500_001 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)
